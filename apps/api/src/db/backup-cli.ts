import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { lockDataDir } from './lock';

/**
 * `npm run db:backup`: writes a compressed dump of the embedded database to DATA_DIR/backups
 * (restore with `new PGlite({ loadDataDir })` or by copying the data directory back). The server
 * must be stopped, since PGlite is single-process; with DATABASE_URL use pg_dump instead.
 */
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up the PostgreSQL server with pg_dump.');
  process.exit(1);
}
const unlock = lockDataDir(config.dataDir);
try {
  const db = await PGlite.create(path.join(config.dataDir, 'db'));
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  const dir = path.join(config.dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `db-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  console.log(`Backup written to ${file}`);
} finally {
  unlock();
}
