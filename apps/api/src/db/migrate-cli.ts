import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../bootstrap';
import { runMigrations } from './migrate';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
const { database, unlock } = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  console.log('Migrations applied.');
} finally {
  await database.checkpoint();
  await database.close();
  unlock();
}
