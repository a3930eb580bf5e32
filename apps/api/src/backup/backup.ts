import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ArchiveEntry, filesUnder, writeArchive } from './archive';

/** What a backup holds, written first in the archive as manifest.json. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The embedded database, as PGlite's own data-directory dump (an uncompressed tar). */
  database: 'db.tar';
  /** Stored uploads, under uploads/ in the archive. */
  uploads: number;
}

export const MANIFEST = 'manifest.json';
export const DATABASE_MEMBER = 'db.tar';
export const UPLOADS_MEMBER = 'uploads';

/**
 * Writes one `.tar.gz` with the embedded database and the uploads of `dataDir` into
 * `dataDir/backups` (or `outDir`), and answers its path. The server must be stopped (the caller
 * holds the data directory's lock). Keys stay out on purpose: a backup that carried the encryption
 * key would open every encrypted document to whoever got the copy (README, "Backups").
 */
export async function createBackup(dataDir: string, outDir = path.join(dataDir, 'backups')): Promise<string> {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  const dump = await db.dumpDataDir('none').finally(() => db.close());
  const uploadsDir = path.join(dataDir, UPLOADS_MEMBER);
  const uploads = filesUnder(uploadsDir);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: DATABASE_MEMBER,
    uploads: uploads.length,
  };
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `rentals-backup-${manifest.createdAt.replace(/[:.]/g, '-')}.tar.gz`);
  const entries: ArchiveEntry[] = [
    { name: MANIFEST, bytes: Buffer.from(JSON.stringify(manifest, null, 2)) },
    { name: DATABASE_MEMBER, bytes: new Uint8Array(await dump.arrayBuffer()) },
    ...uploads.map((name) => ({ name: `${UPLOADS_MEMBER}/${name}`, file: path.join(uploadsDir, name) })),
  ];
  await writeArchive(file, entries);
  return file;
}
