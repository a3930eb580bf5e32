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

/** Every domain's rows, by the name of its `<domain>.rows.ts` (run by `<domain>.test.ts`). */
const DOMAINS = {
  'admin-listings': ADMIN_LISTINGS_ROWS,
  admin: ADMIN_ROWS,
  'auth-users': AUTH_USERS_ROWS,
  'content-files': CONTENT_FILES_ROWS,
  listings: LISTINGS_ROWS,
  'search-discovery': SEARCH_DISCOVERY_ROWS,
};

it('has a row for every root operation of the schema', () => {
  // Every rows file is counted here and run by its own test file.
  const files = fs.readdirSync(path.dirname(fileURLToPath(import.meta.url)));
  const domains = files.filter((f) => f.endsWith('.rows.ts')).map((f) => f.slice(0, -'.rows.ts'.length));
  expect(domains.sort()).toEqual(Object.keys(DOMAINS).sort());
  expect(domains.filter((domain) => !files.includes(`${domain}.test.ts`))).toEqual([]);

  const table = Object.values(DOMAINS).flat();
  const operations = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (type) => Object.keys(type?.getFields() ?? {}),
  );
  expect(operations.filter((name) => !table.some((row) => row.operation === name))).toEqual([]);
  // One row per operation and case.
  const cases = table.map((row) => `${row.operation} ${row.case ?? ''}`);
  expect(cases.filter((c, i) => cases.indexOf(c) !== i)).toEqual([]);
});
