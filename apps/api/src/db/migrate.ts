import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { REPO_ROOT } from '../config';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/api/src/db/migrations');

/** Applies every committed migration not yet applied. Safe to run at each start-up. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The two migrators take their own driver's handle; Db is the shared supertype of both.
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePg(database.db as never, config);
}
