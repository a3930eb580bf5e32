import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A picture made with sharp: JPEG unless `format` says otherwise; `alpha` adds a transparent channel. */
export async function makeImage(
  width: number,
  height: number,
  options: { format?: 'jpeg' | 'png' | 'webp'; alpha?: boolean; orientation?: number; exif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({
    create: {
      width,
      height,
      channels: options.alpha ? 4 : 3,
      background: options.alpha ? { r: 0, g: 168, b: 87, alpha: 0.5 } : { r: 0, g: 168, b: 87 },
    },
  });
  if (options.exif) {
    image = image.withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 45.4215,-75.6972' } });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(options.format ?? 'jpeg').toBuffer();
}

/** A real PNG whose header claims other dimensions: what a decompression bomb looks like before decoding. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage(8, 8, { format: 'png' }));
  // IHDR data starts at byte 16 (8-byte signature, 4-byte length, 4-byte type); its CRC follows 13 bytes later.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The smallest PDF file-type recognises: the magic bytes and a trailer. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export function fileOf(body: Buffer | string, name: string, type = 'application/octet-stream'): File {
  return new File([typeof body === 'string' ? body : new Uint8Array(body)], name, { type });
}

/** Every stored object under a storage root, as paths relative to it. */
export function storedFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) =>
    fs.statSync(path.join(root, p)).isFile(),
  );
}

/** A real .xlsx workbook with one sheet holding `cell`, as Excel writes it. */
export async function makeXlsx(cell: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Income').addRow(['Month', cell]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * An OLE compound file (version 3, 512-byte sectors) whose root lists one stream named `stream`:
 * "Workbook" makes it an .xls, "WordDocument" a .doc. `payload` follows, as a stream's data would.
 */
export function makeCompoundFile(stream: string, payload = ''): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c);
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const directory = Buffer.alloc(sector);
  const entry = (at: number, name: string, type: number) => {
    const bytes = Buffer.from(`${name}\0`, 'utf16le');
    bytes.copy(directory, at);
    directory.writeUInt16LE(bytes.length, at + 64);
    directory[at + 66] = type;
  };
  entry(0, 'Root Entry', 5);
  entry(128, stream, 2);
  return Buffer.concat([header, fat, directory, Buffer.from(payload)]);
}

/**
 * A photo-like JPEG: smooth waves of colour whose layout depends on `seed`, so two seeds give two
 * different pictures to a perceptual hash (a flat colour would hash like any other flat colour).
 */
export async function makePhoto(seed: number, width = 640, height = 480): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const waves = [1 + (seed % 5), 2 + ((seed * 7) % 3), 1 + ((seed * 3) % 4)];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const v = y / height;
      for (let c = 0; c < 3; c += 1) {
        const across = Math.sin((u * waves[c]! + seed) * 2 * Math.PI);
        const down = Math.cos((v * waves[(c + 1) % 3]! - seed * 0.3) * 2 * Math.PI + u * 3 * c);
        raw[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, 128 + 60 * across + 60 * down));
      }
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
