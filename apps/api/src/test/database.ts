import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedPlans } from '../db/seed/plans';
import { seedPremiumSettings } from '../modules/boosts/premium-settings.service';

/** Migrates, then loads the reference data start-up loads: plan screens and listing rules expect it. */
async function prepare(database: Database): Promise<void> {
  await runMigrations(database);
  await seedPlans(database.db);
  await seedPremiumSettings(database.db);
}

/**
 * The migrated, seeded database every in-memory one of this worker starts from: migrating takes
 * seconds a file (forty migrations), a copy a fraction of that. Made once per worker process.
 */
let template: Promise<Blob> | null = null;
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    await prepare(database);
    const snapshot = await database.snapshot!();
    await database.close();
    return snapshot;
  })();
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server (dropped on close), so files run in parallel without
 * seeing each other's rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ kind: 'pglite', dir: null, from: await migratedTemplate() });
  }
  const server = await createServerDatabase(serverUrl, 't');
  const database = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 5 });
  await prepare(database);
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/** An empty database of its own on the PostgreSQL server at `serverUrl`, named `<prefix>_<pid>_<random>`. */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
