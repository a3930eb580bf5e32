import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../captured-log';
import type { CreatedUser } from '../factories';
import { createTestApi, type GraphQLResponse, type TestApi } from '../harness';

/*
 * Production (OWASP API8:2023, ASVS 16.5): a resolver whose SQL the database refuses answers
 * 'Unexpected error.' and nothing else; the statement, the database's message, its table and
 * column names and the stack go to the server log alone. Introspection and "Did you mean"
 * suggestions in production are tested in graphql/graphql.test.ts (request limits, suggestions).
 */

let api: TestApi;
let renter: CreatedUser;
const logged = capturedLog('info');

beforeAll(async () => {
  api = await createTestApi({
    env: { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: '1' },
    log: logged.log,
  });
  renter = await api.factories.user({ userType: 'RENTER' });
});
afterAll(() => api.close());

/** Whatever of the database's failure could show in an answer. */
const LEAKS = [
  /relation/i,
  /constraint/i,
  /does not exist/i,
  /violates/i,
  /\bselect\b/i,
  /\bupdate\b.*\bset\b/i,
  /"(cities|users)"/,
  /first_name/,
  /\bat .+:\d+:\d+/,
  /stack/i,
  /postgres|pglite/i,
];

function expectMasked(response: GraphQLResponse) {
  expect(response.errors).toEqual([
    { message: 'Unexpected error.', extensions: { code: 'INTERNAL' }, path: expect.any(Array) as unknown },
  ]);
  // The path names the GraphQL field asked for, not the table: it is left out of the search.
  const body = JSON.stringify({ ...response, errors: response.errors!.map(({ path: _path, ...e }) => e) });
  for (const leak of LEAKS) expect(body, String(leak)).not.toMatch(leak);
}

describe('a database error in production', () => {
  it("answers a query on a missing table 'Unexpected error.', its SQL and table in the log only", async () => {
    await api.deps.db.execute(sql`alter table cities rename to cities_moved`);
    try {
      const response = await api.execute('{ cities { id name } }');
      expectMasked(response);
      expect(logged.text.some((line) => line.includes('relation \\"cities\\" does not exist'))).toBe(true);
    } finally {
      await api.deps.db.execute(sql`alter table cities_moved rename to cities`);
    }
  });

  it("answers a value the database rejects 'Unexpected error.', its constraint in the log only", async () => {
    await api.deps.db.execute(
      sql`alter table users add constraint first_name_not_refused check (first_name <> 'Refused')`,
    );
    try {
      const response = await api.execute(
        'mutation { updateUser(data: { firstName: "Refused" }) { id firstName } }',
        {},
        { token: renter.token },
      );
      expectMasked(response);
      expect(logged.text.some((line) => line.includes('first_name_not_refused'))).toBe(true);
    } finally {
      await api.deps.db.execute(sql`alter table users drop constraint first_name_not_refused`);
    }
  });
});
