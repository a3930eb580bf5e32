import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { RestoreRefusedError, restoreBackup } from './restore';

/**
 * `npm run restore -- <backup.tar.gz> [--replace]`: puts a backup from `npm run backup` back into
 * DATA_DIR. Stop the server first. With --replace the current database and uploads are moved to
 * DATA_DIR/replaced-<time>/, not deleted.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean' } },
});
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore the PostgreSQL server with pg_restore (README, "Backups").');
  process.exit(1);
}
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--replace]');
  process.exit(1);
}
try {
  const unlock = lockDataDir(config.dataDir);
  try {
    const manifest = await restoreBackup(config.dataDir, positionals[0]!, { replace: values.replace });
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.uploads} uploads) into ${config.dataDir}.`,
    );
  } finally {
    unlock();
  }
} catch (error) {
  if (!(error instanceof RestoreRefusedError || error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
