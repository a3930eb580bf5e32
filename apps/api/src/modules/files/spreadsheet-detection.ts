/*
 * Spreadsheets file-type cannot name from the bytes alone: an .xls is an OLE compound file like a
 * .doc or an .msg, told apart by its streams; a CSV has no magic bytes at all.
 */

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const CFB_HEADER_BYTES = 512;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;
/** The stream holding an Excel workbook: "Workbook" since Excel 97, "Book" before. */
const WORKBOOK_STREAMS = new Set(['Workbook', 'Book']);

/**
 * Whether an OLE compound file is an Excel workbook: its first directory sector (where the root's
 * streams are listed) has a Workbook stream. A Word or Outlook file has none.
 */
export function isXlsWorkbook(body: Buffer): boolean {
  if (body.length < CFB_HEADER_BYTES || !body.subarray(0, CFB_SIGNATURE.length).equals(CFB_SIGNATURE)) {
    return false;
  }
  const sectorShift = body.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorBytes = 1 << sectorShift;
  const firstDirectorySector = body.readUInt32LE(0x30);
  const start = CFB_HEADER_BYTES + firstDirectorySector * sectorBytes;
  // Version 4 files pad the header to a whole 4096-byte sector.
  const offset = sectorShift === 12 ? start + sectorBytes - CFB_HEADER_BYTES : start;
  const end = Math.min(offset + sectorBytes, body.length);
  for (let entry = offset; entry + DIRECTORY_ENTRY_BYTES <= end; entry += DIRECTORY_ENTRY_BYTES) {
    const nameBytes = body.readUInt16LE(entry + 64);
    if (nameBytes < 2 || nameBytes > 64 || body[entry + 66] !== STREAM_OBJECT) continue;
    const name = body.toString('utf16le', entry, entry + nameBytes - 2);
    if (WORKBOOK_STREAMS.has(name)) return true;
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Any C0 control character but tab, line feed and carriage return, and DEL.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Whether a file may be stored as CSV: named .csv (the only sign a CSV has), non-empty, valid
 * UTF-8 text without NUL or other control characters, so no binary file passes for one.
 */
export function isCsvText(body: Buffer, filename: string): boolean {
  if (!/\.csv$/i.test(filename.trim()) || body.length === 0) return false;
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return false;
  }
  return text.trim().length > 0 && !CONTROL_CHARACTERS.test(text);
}
