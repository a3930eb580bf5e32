import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { extract, pack } from 'tar-stream';

/** One member of a backup archive: bytes in memory, or a file read as it is written. */
export type ArchiveEntry = { name: string; bytes: Uint8Array } | { name: string; file: string };

/** Refused when an archive's member would land outside the directory it is unpacked into. */
export class UnsafeArchiveError extends Error {}

/**
 * Writes `entries` as one gzipped tar at `file`, one member at a time, so uploads of any total
 * size pass through a small buffer. The file appears under its name only once it is complete.
 */
export async function writeArchive(file: string, entries: Iterable<ArchiveEntry>): Promise<void> {
  const partial = `${file}.partial`;
  const tar = pack();
  const written = pipeline(tar, zlib.createGzip(), fs.createWriteStream(partial));
  try {
    for (const entry of entries) {
      if ('bytes' in entry) {
        await new Promise<void>((resolve, reject) =>
          tar.entry({ name: entry.name }, entry.bytes, (error) => (error ? reject(error) : resolve())),
        );
        continue;
      }
      const { size, mtime } = await fs.promises.stat(entry.file);
      const sink = tar.entry({ name: entry.name, size, mtime });
      await pipeline(fs.createReadStream(entry.file), sink);
    }
    tar.finalize();
    await written;
    await fs.promises.rename(partial, file);
  } catch (error) {
    tar.destroy();
    await written.catch(() => undefined);
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Unpacks a gzipped tar written by writeArchive into `dir`. Only regular files are written, and a
 * member named with `..` or an absolute path is refused: an archive is data, not a place to write.
 */
export async function readArchive(file: string, dir: string): Promise<void> {
  const root = path.resolve(dir);
  const tar = extract();
  tar.on('entry', (header, stream, next) => {
    const target = path.resolve(root, header.name);
    if (!target.startsWith(root + path.sep)) {
      stream.on('error', () => undefined); // the archive's own error below is the one reported
      tar.destroy(new UnsafeArchiveError(`The archive names a file outside its folder: ${header.name}`));
      return;
    }
    if (header.type !== 'file') {
      stream.on('end', () => next());
      stream.resume();
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    pipeline(stream, fs.createWriteStream(target)).then(() => next(), next);
  });
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), tar);
}

/** Every regular file under `dir`, as paths relative to it with `/` separators (none when absent). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
