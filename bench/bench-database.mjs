/**
 * The database a data-filling benchmark (search.mjs, load.mjs) runs on: PGlite in a temporary data
 * directory by default, or, with DATABASE_URL, a database of its own named `name` on that server
 * (dropped first, and again at the end unless `keep`). Either way the server gets a temporary
 * DATA_DIR of its own (its key file, its uploads), removed at the end unless `keep`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

async function onServer(databaseUrl, sql) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * `{ kind, dataDir, target, env, cleanup }`: `target` opens it in this process (the API's
 * openDatabase), `env` points a server at it, `cleanup()` drops and removes what was made.
 */
export async function benchDatabase(
  name,
  { databaseUrl = process.env.DATABASE_URL || '', keep = false, log = console.log } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rentals-${name.replaceAll('_', '-')}-`));
  const removeDataDir = () => {
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    else log(`Kept ${dataDir}`);
  };
  if (!databaseUrl) {
    return {
      kind: 'pglite',
      dataDir,
      target: { kind: 'pglite', dir: path.join(dataDir, 'db') },
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => removeDataDir(),
    };
  }
  await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    target: { kind: 'postgres', url: url.toString() },
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async cleanup() {
      removeDataDir();
      if (keep) log(`Kept the database ${name}`);
      else await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
