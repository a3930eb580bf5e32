import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedPlans } from '../db/seed/plans';
import { seedPremiumSettings } from '../modules/boosts/premium-settings.service';

/** Migrates, then loads the reference data start-up loads: plan screens and listing rules expect it. */
export async function prepareTestDatabase(database: Database): Promise<void> {
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
    await prepareTestDatabase(database);
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
  // The run's migrated copy (template-database.global.ts), when there is one: a copy takes a tenth
  // of the time of migrating, for each of the two hundred files.
  const template = inject('testDatabaseTemplate');
  const server = await createServerDatabase(serverUrl, 't', template);
  const database = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 5 });
  if (!template) await prepareTestDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, named `<prefix>_<pid>_<random>`:
 * empty, or a copy of `template`.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
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
  await onServer(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
