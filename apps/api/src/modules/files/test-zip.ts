import zlib from 'node:zlib';

/*
 * Zip files written byte by byte for the upload tests, zip bombs among them: a bomb's part is one
 * deflated mebibyte repeated (a full flush makes each copy a complete, identical block), so a part
 * unpacking to hundreds of megabytes takes a few hundred kilobytes and no time to build.
 */

export interface ZipPart {
  name: string;
  /** The deflated bytes, with the size and CRC of what they unpack to. */
  deflated: Buffer;
  size: number;
  crc: number;
  /** The unpacked size the headers claim, when it is not `size` (a lying bomb). */
  declaredSize?: number;
}

/** A deflated part holding `text`. */
export function textPart(name: string, text: string): ZipPart {
  const body = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(body), size: body.length, crc: zlib.crc32(body) };
}

const MIB = 1 << 20;

/** A part unpacking to `mebibytes` MiB of spaces. */
export async function bombPart(name: string, mebibytes: number): Promise<ZipPart> {
  const chunk = Buffer.alloc(MIB, 0x20);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  deflate.write(chunk);
  await new Promise<void>((resolve) => deflate.flush(zlib.constants.Z_FULL_FLUSH, () => resolve()));
  deflate.destroy();
  const block = Buffer.concat(out);
  let crc = 0;
  for (let i = 0; i < mebibytes; i++) crc = zlib.crc32(chunk, crc);
  // An empty final block ends the stream.
  const deflated = Buffer.concat([...Array<Buffer>(mebibytes).fill(block), Buffer.from([0x03, 0x00])]);
  return { name, deflated, size: mebibytes * MIB, crc };
}

/** The zip of `parts`, in order: local headers and data, then the central directory. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.deflated);
    directory.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;

/**
 * An .xlsx (its content types name a workbook, so its type reads as one) whose sheet unpacks to
 * `mebibytes` MiB; `declaredSize` makes its headers claim another size.
 */
export async function xlsxBomb(mebibytes: number, declaredSize?: number): Promise<Buffer> {
  const sheet = await bombPart('xl/worksheets/sheet1.xml', mebibytes);
  return zipOf([
    textPart('[Content_Types].xml', CONTENT_TYPES),
    textPart('xl/workbook.xml', '<workbook/>'),
    { ...sheet, declaredSize },
  ]);
}
