import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { schema } from '../../schema';
import { ADMIN_LISTINGS_ROWS } from './admin-listings.rows';
import { ADMIN_ROWS } from './admin.rows';
import { AUTH_USERS_ROWS } from './auth-users.rows';
import { CONTENT_FILES_ROWS } from './content-files.rows';
import { LISTINGS_ROWS } from './listings.rows';
import { SEARCH_DISCOVERY_ROWS } from './search-discovery.rows';
import { runAuthorizationTable } from './table';

/*
 * The role × operation table: each domain keeps its rows in `<domain>.rows.ts`; they all run here,
 * in one file, so the API and the actors are set up once (a file of its own per domain costs its
 * own start-up, about 8 s each on a 2-core machine, where vitest runs files one after another).
 */

/** Every domain's rows, by the name of its `<domain>.rows.ts`. */
const DOMAINS = {
  'admin-listings': ADMIN_LISTINGS_ROWS,
  admin: ADMIN_ROWS,
  'auth-users': AUTH_USERS_ROWS,
  'content-files': CONTENT_FILES_ROWS,
  listings: LISTINGS_ROWS,
  'search-discovery': SEARCH_DISCOVERY_ROWS,
};
const TABLE = Object.values(DOMAINS).flat();

runAuthorizationTable(TABLE);

it('has a row for every root operation of the schema', () => {
  // Every rows file of this folder is in DOMAINS, so its rows run above.
  const files = fs.readdirSync(path.dirname(fileURLToPath(import.meta.url)));
  const domains = files.filter((f) => f.endsWith('.rows.ts')).map((f) => f.slice(0, -'.rows.ts'.length));
  expect(domains.sort()).toEqual(Object.keys(DOMAINS).sort());

  const operations = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (type) => Object.keys(type?.getFields() ?? {}),
  );
  expect(operations.filter((name) => !TABLE.some((row) => row.operation === name))).toEqual([]);
  // One row per operation and case.
  const cases = TABLE.map((row) => `${row.operation} ${row.case ?? ''}`);
  expect(cases.filter((c, i) => cases.indexOf(c) !== i)).toEqual([]);
});
