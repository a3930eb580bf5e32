import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema/blogs';
import { helpArticles } from '../../db/schema/help-center';
import { listings, units } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { users } from '../../db/schema/users';
import { freshPost } from '../../modules/blogs/test-blogs';
import { freshArticle } from '../../modules/help-center/test-help-center';
import { createListingAs } from '../../modules/listings/test-listings';
import type { CreatedUser } from '../factories';
import { createTestApi, errorCodes, type GraphQLResponse, type TestApi } from '../harness';
import { ID_CASES, SEARCH_CASES, type Role, type SearchCase } from './sql-injection-cases';

/*
 * SQL injection strings in every free-text search and filter argument are data, never SQL: a
 * search answers exactly the rows whose text literally holds the string (one seeded row per kind
 * holds MARKED), never every row; an id argument answers a coded error, never 'Unexpected error.';
 * and after the whole run no table has lost a row.
 */

const MARKED = "' OR '1'='1";
const MARKED_TEXT = `Loft 100% ${MARKED} view`;
const PLAIN_TEXT = 'Plain Loft';
const PAYLOADS = [
  MARKED,
  "'; DROP TABLE users; --",
  "%' OR 1=1 --",
  "\\' OR 1=1 #",
  '1) OR (1=1',
  '" OR ""="',
  "admin'--",
  '%',
  '_',
  '\\',
  "' UNION SELECT email FROM users --",
  '$1',
  'Zoë’s 租房 🏠 naïve',
];
/** A word both seeded rows of a kind hold: a search for it finds both, so the oracle can tell "all". */
const NEUTRAL = 'loft';
const COUNTED: [string, PgTable][] = [
  ['users', users],
  ['listings', listings],
  ['units', units],
  ['cities', cities],
  ['blogs', blogs],
  ['help_articles', helpArticles],
];

let api: TestApi;
const tokens: Partial<Record<Role, string>> = {};
/** The seeded row holding MARKED and the plain one, by kind. */
const seeded: Record<string, { marked: string; plain: string }> = {};
let countsBefore: Record<string, number>;

async function tableCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    COUNTED.map(async ([name, table]) => {
      const [row] = await api.deps.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  api = await createTestApi();
  const admin: CreatedUser = await api.factories.user({ userType: 'ADMIN' });
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  tokens.admin = admin.token;
  tokens.landlord = landlord.token;

  // Public listings (created by an admin, so approved), handed to the landlord for their own search.
  const listingIds = [];
  for (const title of [MARKED_TEXT, PLAIN_TEXT])
    listingIds.push((await createListingAs(api, admin, { title }, 1)).id);
  await api.deps.db
    .update(listings)
    .set({ ownerId: landlord.user.id })
    .where(inArray(listings.id, listingIds));
  seeded.listing = { marked: listingIds[0]!, plain: listingIds[1]! };

  const [markedUser, plainUser] = [await api.factories.user(), await api.factories.user()];
  await api.deps.db.update(users).set({ lastName: MARKED_TEXT }).where(eq(users.id, markedUser.user.id));
  await api.deps.db.update(users).set({ lastName: PLAIN_TEXT }).where(eq(users.id, plainUser.user.id));
  seeded.user = { marked: markedUser.user.id, plain: plainUser.user.id };

  seeded.help = {
    marked: (await freshArticle(api, { title: MARKED_TEXT })).id,
    plain: (await freshArticle(api, { title: PLAIN_TEXT })).id,
  };
  seeded.blog = {
    marked: (await freshPost(api, { title: MARKED_TEXT })).id,
    plain: (await freshPost(api, { title: PLAIN_TEXT })).id,
  };
  countsBefore = await tableCounts();
});
afterAll(() => api.close());

/** A response that failed as a client error would: no 5xx, no masked internal error. */
function expectClean(response: GraphQLResponse, label: string) {
  expect(response.status, label).toBeLessThan(500);
  expect(errorCodes(response), label).not.toContain('INTERNAL');
  expect(response.errors?.map((e) => e.message) ?? [], label).not.toContain('Unexpected error.');
}

const kindsOf = (kind: SearchCase['kind']) => (kind === 'content' ? ['help', 'blog'] : kind ? [kind] : []);

/** What a literal match finds among the seeded rows of a case: those whose text holds `text`. */
function literalMatches(kind: SearchCase['kind'], text: string): string[] {
  return kindsOf(kind).flatMap((k) =>
    [
      [seeded[k]!.marked, MARKED_TEXT],
      [seeded[k]!.plain, PLAIN_TEXT],
    ]
      .filter(([, t]) => t!.toLowerCase().includes(text.toLowerCase()))
      .map(([id]) => id!),
  );
}
/** The seeded rows a word search may find for a string sharing a word with MARKED. */
const markedOf = (kind: SearchCase['kind']) => kindsOf(kind).map((k) => seeded[k]!.marked);

async function run(c: SearchCase, text: string) {
  const response = await api.execute(c.query, { t: text }, { token: tokens[c.role] });
  expectClean(response, `${c.name} ${JSON.stringify(text)}`);
  // The case's query itself is valid: a refusal, if any, comes from the resolver.
  expect(errorCodes(response), c.name).not.toContain('GRAPHQL_VALIDATION_FAILED');
  return { response, found: response.data ? c.pick(response.data) : null };
}
const sorted = (found: string[] | number) => (typeof found === 'number' ? found : [...found].sort());

describe.each(SEARCH_CASES.filter((c) => c.kind))('$name over seeded rows', (c) => {
  it('finds every seeded row for a word they share (the oracle can tell "all rows")', async () => {
    const both = literalMatches(c.kind, NEUTRAL);
    const { response, found } = await run(c, NEUTRAL);
    expect(response.errors).toBeUndefined();
    expect(sorted(found!)).toEqual(typeof found === 'number' ? both.length : sorted(both));
  });
});

describe.each(SEARCH_CASES)('$name', (c) => {
  it('treats each injection string as text, never as SQL', async () => {
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const payload of PAYLOADS) {
      const { response, found } = await run(c, payload);
      if (c.match === 'literal') {
        // Free text is valid input: a literal search never refuses it.
        const literal = literalMatches(c.kind, payload);
        answers[payload] = response.errors ? errorCodes(response) : sorted(found!);
        expected[payload] = typeof found === 'number' ? literal.length : sorted(literal);
      } else if (c.match === 'words') {
        // Word or full-text search: a coded refusal (no words) is fine, and a word the string shares
        // with a marked row ('1', 'or') may find it; a plain row or any other never.
        if (typeof found === 'number') {
          answers[payload] = found <= markedOf(c.kind).length ? 'at most the marked rows' : found;
          expected[payload] = 'at most the marked rows';
        } else {
          answers[payload] = (found ?? []).filter((id) => !markedOf(c.kind).includes(id));
          expected[payload] = [];
        }
      } else if (c.match === 'refusable') {
        // A date, province or key that is not one: an answer or a coded refusal (run() checks it).
        answers[payload] = 'answered or refused';
        expected[payload] = 'answered or refused';
      } else {
        answers[payload] = response.errors ? errorCodes(response) : 'answered';
        expected[payload] = 'answered';
      }
    }
    expect(answers).toEqual(expected);
  });
});

describe.each(ID_CASES)('$name(id)', (c) => {
  it('answers each injection string with a coded error or nothing, never a row', async () => {
    for (const payload of PAYLOADS) {
      const response = await api.execute(c.query, { id: payload }, { token: tokens.admin });
      expectClean(response, `${c.name} ${JSON.stringify(payload)}`);
      expect(response.data?.[c.name] ?? null, `${c.name} ${JSON.stringify(payload)}`).toBeNull();
    }
  });
});

describe('after every injection string', () => {
  it('keeps every table and its rows', async () => {
    expect(await tableCounts()).toEqual(countsBefore);
  });
});
