import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness';
import { createSearchFixture } from './search-fixture';

/*
 * Which units of each listing a search matched (search-fixture.ts: A has a one-bedroom at $1,500
 * and a three-bedroom at $2,600; B a furnished two-bedroom at $2,500; C a contact-for-pricing
 * studio; D a one-bedroom at $1,800).
 */

let api: TestApi;
let name: Record<string, string>;

interface Found {
  id: string;
  units: { id: string; bedrooms: string; monthlyPrice: number | null }[];
  matchingUnitIds: string[] | null;
}

/** Each listing found, by fixture key, with the bedrooms and prices of the units it says matched. */
async function matched(query: string, where: Record<string, unknown>) {
  const r = await api.execute<Record<string, Found[]>>(query, { where });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const [found] = Object.values(r.data!);
  return Object.fromEntries(
    found!.map((l) => [
      name[l.id],
      l.matchingUnitIds === null
        ? null
        : l.units
            .filter((u) => l.matchingUnitIds!.includes(u.id))
            .map((u) => `${u.bedrooms} ${u.monthlyPrice}`),
    ]),
  );
}

const FIELDS = 'id units { id bedrooms monthlyPrice } matchingUnitIds';
const SEARCH = `query($where: ListingSearchInput) { searchListings(where: $where) { ${FIELDS} } }`;

beforeAll(async () => {
  ({ api, name } = await createSearchFixture());
});
afterAll(() => api.close());

describe('matchingUnitIds', () => {
  it('names the units a price filter matched, not the whole building', async () => {
    expect(await matched(SEARCH, { city: 'Alphaville', price_gte: 2000 })).toEqual({
      B: ['TWO_BEDROOMS 2500'],
      A: ['THREE_BEDROOMS 2600'],
    });
    expect(await matched(SEARCH, { price_lte: 2000 })).toEqual({
      D: ['ONE_BEDROOM 1800'],
      A: ['ONE_BEDROOM 1500'],
    });
  });

  it('names the units meeting every unit filter at once', async () => {
    expect(await matched(SEARCH, { bedrooms: ['ONE_BEDROOM', 'THREE_BEDROOMS'], bathrooms: 2 })).toEqual({
      A: ['THREE_BEDROOMS 2600'],
    });
    expect(await matched(SEARCH, { bedrooms: ['ONE_BEDROOM', 'THREE_BEDROOMS'] })).toEqual({
      D: ['ONE_BEDROOM 1800'],
      A: ['ONE_BEDROOM 1500', 'THREE_BEDROOMS 2600'],
    });
  });

  it('answers them whichever way the search runs (with filters on the listing or its place)', async () => {
    const expected = { A: ['THREE_BEDROOMS 2600'] };
    expect(await matched(SEARCH, { price_gte: 2000, pets: ['cat'], propertyType: ['APARTMENT'] })).toEqual(
      expected,
    );
    expect(await matched(SEARCH, { price_gte: 2000, keyword: '100%' })).toEqual(expected);
    expect(await matched(SEARCH, { price_gte: 2000, tags: ['students'] })).toEqual(expected);
  });

  it('is null without unit filters, so cards describe the whole building', async () => {
    expect(await matched(SEARCH, { city: 'Alphaville' })).toEqual({ C: null, B: null, A: null });
    expect(await matched(SEARCH, {})).toEqual({ D: null, C: null, B: null, A: null });
  });

  it('is answered by the other searches of the same filters, and null outside a search', async () => {
    const query = (field: string) =>
      `query($where: ListingSearchInput) { ${field}(where: $where) { ${FIELDS} } }`;
    for (const field of ['listings', 'trendingListings', 'recommendListings']) {
      expect(await matched(query(field), { bedrooms: ['THREE_BEDROOMS'] }), field).toEqual({
        A: ['THREE_BEDROOMS 2600'],
      });
    }
    const id = Object.keys(name).find((key) => name[key] === 'A')!;
    const r = await api.execute<{ listing: { matchingUnitIds: string[] | null } }>(
      `query($id: ID!) { listing(id: $id) { matchingUnitIds } }`,
      { id },
    );
    expect(r.data!.listing.matchingUnitIds).toBeNull();
  });
});
