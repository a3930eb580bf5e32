import { loadConfig } from '../config';
import { lockDataDir } from '../db/lock';
import { createBackup } from './backup';

/**
 * `npm run backup`: one archive of the embedded database and the uploads, in DATA_DIR/backups.
 * Stop the server first: the embedded database is one process's (the data directory's lock says so).
 */
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up the PostgreSQL server with pg_dump (README, "Backups").');
  process.exit(1);
}
const unlock = lockDataDir(config.dataDir);
try {
  const file = await createBackup(config.dataDir);
  console.log(`Backup written to ${file}`);
  if (config.S3_BUCKET)
    console.log(`Uploads live in the bucket ${config.S3_BUCKET}: back it up with its own versioning.`);
  console.log('Encryption keys are not in the backup: keep them apart, as the README says.');
} finally {
  unlock();
}
