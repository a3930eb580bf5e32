import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readArchive, UnsafeArchiveError } from './archive';
import { type BackupManifest, DATABASE_MEMBER, MANIFEST, UPLOADS_MEMBER } from './backup';

/** Refused restores: not a backup, or a data directory that already holds data without `replace`. */
export class RestoreRefusedError extends Error {}

const hasFiles = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/**
 * Puts a backup written by createBackup back into `dataDir`: the database and the uploads are
 * unpacked beside the live ones, checked (the database opens), and only then swapped in. With
 * `replace`, what was there is kept under `dataDir/replaced-<time>/` rather than deleted, so a
 * restore of the wrong file loses nothing. The server must be stopped (the caller holds the lock).
 * Answers the manifest of the restored backup.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<BackupManifest> {
  const dbDir = path.join(dataDir, 'db');
  const uploadsDir = path.join(dataDir, UPLOADS_MEMBER);
  if (!replace && (hasFiles(dbDir) || hasFiles(uploadsDir)))
    throw new RestoreRefusedError(
      `${dataDir} already holds a database or uploads. Run again with --replace to restore over them (they are kept in a replaced-… folder).`,
    );

  const staging = fs.mkdtempSync(path.join(dataDir, 'restoring-'));
  try {
    await readArchive(file, staging).catch((error: unknown) => {
      if (error instanceof UnsafeArchiveError) throw error;
      throw new RestoreRefusedError(`${file} is not a backup written by \`npm run backup\`.`);
    });
    const manifest = readManifest(staging);
    const dump = fs.readFileSync(path.join(staging, DATABASE_MEMBER));
    const db = await PGlite.create(path.join(staging, 'db'), { loadDataDir: new Blob([dump]) });
    // A query proves the copy opens before anything live is touched.
    await db.query('SELECT 1').finally(() => db.close());
    fs.mkdirSync(path.join(staging, UPLOADS_MEMBER), { recursive: true });

    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const replaced = path.join(dataDir, `replaced-${stamp}`);
    const swaps: [live: string, restored: string][] = [
      [dbDir, path.join(staging, 'db')],
      [uploadsDir, path.join(staging, UPLOADS_MEMBER)],
    ];
    for (const [live, restored] of swaps) {
      if (fs.existsSync(live)) {
        fs.mkdirSync(replaced, { recursive: true });
        fs.renameSync(live, path.join(replaced, path.basename(live)));
      }
      fs.renameSync(restored, live);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST);
  const manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest) : null;
  if (manifest?.format !== 1 || !fs.existsSync(path.join(dir, DATABASE_MEMBER)))
    throw new RestoreRefusedError('This file is not a backup written by `npm run backup`.');
  return manifest;
}
