import zlib from 'node:zlib';

/*
 * How much an uploaded zip-based file (an .xlsx) unpacks to, measured before it is stored, so a zip
 * bomb is refused rather than handed to whoever opens it. The sizes a zip declares are the sender's
 * word: each deflated part is really inflated, its output counted and dropped, and inflation stops
 * as soon as the bound is passed, so the check never unpacks more than the bound.
 */

export type ZipVerdict =
  | { ok: true; inflatedBytes: number }
  /** `inflatedBytes`: what was unpacked before the check stopped. */
  | { ok: false; reason: 'tooLarge' | 'tooManyEntries' | 'malformed'; inflatedBytes: number };

export interface ZipBounds {
  maxInflatedBytes: number;
  maxEntries: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

/** The central directory's entries; null when it cannot be read or needs ZIP64 (no upload does). */
function readDirectory(body: Buffer): Entry[] | null {
  const from = Math.max(0, body.length - END_SEARCH_BYTES);
  let end = -1;
  for (let i = body.length - 22; i >= from; i--) {
    if (body.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = body.readUInt16LE(end + 10);
  let at = body.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) return null;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > body.length || body.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    entries.push({
      method: body.readUInt16LE(at + 10),
      compressedSize: body.readUInt32LE(at + 20),
      declaredSize: body.readUInt32LE(at + 24),
      localOffset: body.readUInt32LE(at + 42),
    });
    at += 46 + body.readUInt16LE(at + 28) + body.readUInt16LE(at + 30) + body.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header; null when outside the file. */
function entryData(body: Buffer, entry: Entry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > body.length || body.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + body.readUInt16LE(at + 26) + body.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= body.length ? body.subarray(start, end) : null;
}

/**
 * What `data` inflates to (`over` once it passes `budget`: inflation stops at the chunk that does),
 * or 'malformed' when it is not a deflate stream.
 */
function inflatedSize(data: Buffer, budget: number): Promise<{ size: number; over: boolean } | 'malformed'> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve({ size, over: true });
      }
    });
    inflate.on('end', () => resolve({ size, over: false }));
    inflate.on('error', () => resolve('malformed'));
    inflate.end(data);
  });
}

/** Whether the zip in `body` unpacks within `bounds`, unpacking at most the bound to find out. */
export async function checkZipInflation(body: Buffer, bounds: ZipBounds): Promise<ZipVerdict> {
  const entries = readDirectory(body);
  if (!entries) return { ok: false, reason: 'malformed', inflatedBytes: 0 };
  if (entries.length > bounds.maxEntries) return { ok: false, reason: 'tooManyEntries', inflatedBytes: 0 };
  // What it admits to is checked first: most bombs say what they are, and cost nothing to refuse.
  if (entries.reduce((total, e) => total + e.declaredSize, 0) > bounds.maxInflatedBytes) {
    return { ok: false, reason: 'tooLarge', inflatedBytes: 0 };
  }
  let total = 0;
  for (const entry of entries) {
    const data = entryData(body, entry);
    if (!data || (entry.method !== STORED && entry.method !== DEFLATED)) {
      return { ok: false, reason: 'malformed', inflatedBytes: total };
    }
    const budget = bounds.maxInflatedBytes - total;
    const inflated =
      entry.method === STORED
        ? { size: data.length, over: data.length > budget }
        : await inflatedSize(data, budget);
    if (inflated === 'malformed') return { ok: false, reason: 'malformed', inflatedBytes: total };
    total += inflated.size;
    if (inflated.over) return { ok: false, reason: 'tooLarge', inflatedBytes: total };
  }
  return { ok: true, inflatedBytes: total };
}
