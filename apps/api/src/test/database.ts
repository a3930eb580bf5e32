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
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  // The run's migrated copy (template-database.global.ts), when there is one: a copy takes a tenth
  // of the time of migrating, for each of the two hundred files.
  const template = inject('testDatabaseTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  if (!template) await prepareTestDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
