import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { createSearchFixture } from './search-fixture';

/* Public search on the fixture of search-fixture.ts, each filter against a hand-computed set. */

let api: TestApi;
let admin: CreatedUser;
let id: Record<string, string>;
let name: Record<string, string>;

const SEARCH = `query($where: ListingSearchInput, $orderBy: ListingSearchOrder, $first: Int, $skip: Int, $userId: ID) {
  searchListings(where: $where, orderBy: $orderBy, first: $first, skip: $skip, userId: $userId) { id }
  searchListingsCount(where: $where) }`;

async function search(variables: Record<string, unknown> = {}, token?: string) {
  const response = await api.execute<{ searchListings: { id: string }[]; searchListingsCount: number }>(
    SEARCH,
    variables,
    { token },
  );
  return response;
}
async function names(where: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const response = await search({ where, ...extra });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  if (extra.first == null && extra.skip == null)
    expect(response.data!.searchListingsCount).toBe(response.data!.searchListings.length);
  return response.data!.searchListings.map((l) => name[l.id]);
}

beforeAll(async () => {
  ({ api, admin, id, name } = await createSearchFixture());
});
afterAll(() => api.close());

describe('searchListings filters', () => {
  it('answers only public listings, newest first, with the total', async () => {
    expect(await names()).toEqual(['D', 'C', 'B', 'A']);
    const pending = await api.execute<{ searchListings: { id: string }[] }>(
      SEARCH,
      {},
      { token: admin.token },
    );
    expect(pending.data!.searchListings.map((l) => name[l.id])).toEqual(['D', 'C', 'B', 'A']);
  });

  it.each([
    ['city, case-insensitive', { city: 'alphaVILLE' }, ['C', 'B', 'A']],
    ['neighbourhood', { neighbourhood: 'old town' }, ['A']],
    ['price_gte (any unit)', { price_gte: 2000 }, ['B', 'A']],
    ['price_lte', { price_lte: 2000 }, ['D', 'A']],
    ['price range', { price_gte: 2000, price_lte: 2550 }, ['B']],
    ['bedrooms', { bedrooms: ['ONE_BEDROOM'] }, ['D', 'A']],
    ['bedrooms list', { bedrooms: ['STUDIO', 'TWO_BEDROOMS'] }, ['C', 'B']],
    ['bathrooms minimum', { bathrooms: 2 }, ['B', 'A']],
    ['property types', { propertyType: ['CONDO', 'HOUSE_OR_TOWNHOUSE'] }, ['C', 'B']],
    ['pets dog', { pets: ['dog'] }, ['B']],
    ['pets cat', { pets: ['cat'] }, ['D', 'B', 'A']],
    ['furnished', { furnished: true }, ['B']],
    ['parking', { parking: true }, ['D', 'C', 'A']],
    ['utilities all included', { utilities: ['water', 'internet'] }, ['B']],
    ['utility water', { utilities: ['water'] }, ['D', 'B', 'A']],
    ['tags', { tags: ['closeToTransit'] }, ['B']],
    ['move-in', { moveIn: '2026-12-15' }, ['D', 'C', 'A']],
    ['move-in later', { moveIn: '2027-02-01' }, ['D', 'C', 'B', 'A']],
    ['keyword with a literal %', { keyword: '100%' }, ['A']],
    ['keyword % is not a wildcard', { keyword: '%' }, ['A']],
    ['keyword _ is not a wildcard', { keyword: '_' }, []],
    ['keyword in the address', { keyword: 'king st' }, ['D', 'C', 'B', 'A']],
    ['map bounds', { bounds: { north: 43.68, south: 43.6, east: -79.3, west: -79.5 } }, ['A']],
    ['one unit meets all unit filters', { bedrooms: ['ONE_BEDROOM'], bathrooms: 2 }, []],
    ['combined', { city: 'Alphaville', price_gte: 0, price_lte: 4500, bedrooms: ['THREE_BEDROOMS'] }, ['A']],
  ])('%s', async (_case, where, expected) => {
    expect(await names(where)).toEqual(expected);
  });
});

describe('searchListings order and pages', () => {
  it('orders by lowest unit price, contact-for-pricing last', async () => {
    expect(await names({}, { orderBy: 'PRICE_ASC' })).toEqual(['A', 'D', 'B', 'C']);
    expect(await names({}, { orderBy: 'PRICE_DESC' })).toEqual(['B', 'D', 'A', 'C']);
  });

  it('puts premium listings first until they expire', async () => {
    const day = 86_400_000;
    await api.deps.db
      .update(listings)
      .set({ isPremium: true, premiumEnd: new Date(Date.now() + day) })
      .where(eq(listings.id, id.A!));
    await api.deps.db
      .update(listings)
      .set({ isPremium: true, premiumEnd: new Date(Date.now() - day) })
      .where(eq(listings.id, id.B!));
    expect(await names()).toEqual(['A', 'D', 'C', 'B']);
    expect(await names({}, { orderBy: 'PRICE_DESC' })).toEqual(['A', 'B', 'D', 'C']);
    await api.deps.db
      .update(listings)
      .set({ isPremium: false, premiumEnd: null })
      .where(inArray(listings.id, [id.A!, id.B!]));
  });

  it('pages with a stable total', async () => {
    const page = async (first: number, skip: number) => {
      const r = await search({ first, skip });
      return [r.data!.searchListings.map((l) => name[l.id]), r.data!.searchListingsCount];
    };
    expect(await page(2, 0)).toEqual([['D', 'C'], 4]);
    expect(await page(2, 2)).toEqual([['B', 'A'], 4]);
    expect(await page(2, 4)).toEqual([[], 4]);
    expect(await page(10, 1_000_000_000)).toEqual([[], 4]);
    expect(await page(0, 0)).toEqual([[], 4]);
  });

  it('answers VALIDATION_FAILED with field paths for bad input', async () => {
    const bad = async (variables: Record<string, unknown>) => {
      const r = await search(variables);
      expect(errorCodes(r)).toContain('VALIDATION_FAILED');
      return (r.errors![0]!.extensions!.fields as { path: string }[]).map((f) => f.path);
    };
    expect(await bad({ where: { bedrooms: ['PALACE'] } })).toEqual(['bedrooms.0']);
    expect(await bad({ where: { tags: ['beach'], utilities: ['sun'] } })).toEqual(['utilities.0', 'tags.0']);
    expect(await bad({ where: { price_gte: -5 } })).toEqual(['price_gte']);
    expect(await bad({ where: { price_gte: 3000, price_lte: 1000 } })).toEqual(['price_lte']);
    expect(await bad({ first: -1 })).toEqual(['first']);
    expect(await bad({ skip: -1 })).toEqual(['skip']);
  });

  // The page, its units, its pictures, and the total counted apart (bounded: search.service.ts).
  it('runs at most 4 SQL statements for a page and its total', async () => {
    const session = (
      api.deps.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } }
    ).session;
    const client = session.client;
    const original = client.query.bind(client);
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements += 1;
      return original(...args);
    };
    try {
      const r = await search({ where: { city: 'Alphaville', price_lte: 4500, bedrooms: ['ONE_BEDROOM'] } });
      expect(r.data!.searchListings.map((l) => name[l.id])).toEqual(['A']);
      expect(r.data!.searchListingsCount).toBe(1);
      expect(statements).toBeGreaterThan(0);
      expect(statements).toBeLessThanOrEqual(4);
    } finally {
      client.query = original;
    }
  });
});
