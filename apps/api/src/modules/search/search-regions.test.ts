import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { citySearchPath, FOOTER_CITIES, footerCitySearchPath } from '@rentals/domain/search-links';
import { parseSearchParams, searchListingsVariables } from '@rentals/domain/search/url-params';
import { cities } from '../../db/schema/locations';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { createListingAs } from '../listings/test-listings';

/*
 * The places the footer and the home page link to, regions included, searched as renters reach
 * them: each link read by the search page's own parser, then asked of the API as the page asks.
 */

/** The municipalities each footer place stands for, written out by hand (the test's own truth). */
const FOOTER_PLACES: Record<(typeof FOOTER_CITIES)[number], string[]> = {
  Toronto: ['Toronto'],
  Peel: ['Peel', 'Mississauga', 'Brampton', 'Caledon'],
  York: ['York', 'Markham', 'Vaughan', 'Richmond Hill'],
  'Hamilton & Halton': ['Hamilton', 'Oakville', 'Burlington', 'Milton'],
  Durham: ['Durham', 'Oshawa', 'Whitby'],
  Waterloo: ['Waterloo', 'Kitchener', 'Cambridge'],
};
/** Places in no footer region, and names that only look like one. */
const OTHER_PLACES = ['Ottawa', 'North York', 'Hamilton Township'];
const placesOf = (name: string) =>
  FOOTER_PLACES[name as keyof typeof FOOTER_PLACES] ?? [name.trim().toLowerCase()];

let api: TestApi;
let admin: CreatedUser;
/** The listing ids in each place, by lower-case place name. */
const homesIn = new Map<string, string[]>();

const SEARCH = `query($where: ListingSearchInput, $orderBy: ListingSearchOrder, $first: Int, $skip: Int, $userId: ID) {
  searchListings(where: $where, orderBy: $orderBy, first: $first, skip: $skip, userId: $userId) { id }
  searchListingsCount(where: $where) }`;

/** The search a /search link runs, as the search page asks it (first page, signed out). */
async function searchOfLink(path: string, first?: number) {
  const state = parseSearchParams(new URL(path, 'http://localhost').searchParams);
  const variables = { ...searchListingsVariables(state, null), ...(first ? { first } : {}) };
  const r = await api.execute<{ searchListings: { id: string }[]; searchListingsCount: number }>(
    SEARCH,
    variables,
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return {
    ids: r.data!.searchListings.map((l) => l.id),
    count: r.data!.searchListingsCount,
    where: state.filters,
  };
}

/** How many listings the same filters count on their own (the home page's tiles ask the counts alone). */
async function countAlone(where: Record<string, unknown>) {
  const r = await api.execute<{ searchListingsCount: number }>(
    `query($where: ListingSearchInput) { searchListingsCount(where: $where) }`,
    { where },
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.searchListingsCount;
}

const expectedHomes = (name: string) =>
  placesOf(name)
    .flatMap((place) => homesIn.get(place.toLowerCase()) ?? [])
    .sort();

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  const names = [...Object.values(FOOTER_PLACES).flat(), ...OTHER_PLACES];
  const rows = await api.deps.db
    .insert(cities)
    .values(names.map((name) => ({ name, province: 'ON', lat: 43.6, lng: -79.6, accepted: true })))
    .returning();
  for (const city of rows) {
    const listing = await createListingAs(
      api,
      admin,
      {
        title: `Home in ${city.name}`,
        location: { address: `1 Main St, ${city.name}, ON`, lat: 43.6, lng: -79.6, cityId: city.id },
      },
      1,
    );
    homesIn.set(city.name.toLowerCase(), [listing.id]);
  }
}, 120_000);
afterAll(() => api.close());

describe('footer and home page links', () => {
  it('names in the test every place the footer links to', () => {
    expect(Object.keys(FOOTER_PLACES).sort()).toEqual([...FOOTER_CITIES].sort());
  });

  it.each(FOOTER_CITIES)('the footer link of %s finds the homes of all its places', async (city) => {
    const found = await searchOfLink(footerCitySearchPath(city), MAX_PAGE_SIZE);
    expect(found.ids.sort()).toEqual(expectedHomes(city));
    // The home page's tile counts the same search alone: its number is what the page shows.
    expect(found.count).toBe(found.ids.length);
    expect(await countAlone(found.where)).toBe(found.ids.length);
  });

  it('finds Oakville and Hamilton homes for Hamilton & Halton, on its own and with a price', async () => {
    const region = await searchOfLink(citySearchPath('Hamilton & Halton'));
    expect(region.ids).toEqual(
      expect.arrayContaining([...homesIn.get('oakville')!, ...homesIn.get('hamilton')!]),
    );
    const priced = await searchOfLink(`${citySearchPath('hamilton & halton')}&price_lte=2000`);
    expect(priced.ids.sort()).toEqual(expectedHomes('Hamilton & Halton'));
    expect(priced.count).toBe(priced.ids.length);
  });

  it('finds Mississauga for Peel and Kitchener for Waterloo', async () => {
    expect((await searchOfLink(citySearchPath('Peel'))).ids).toContain(homesIn.get('mississauga')![0]);
    expect((await searchOfLink(citySearchPath('waterloo'))).ids).toContain(homesIn.get('kitchener')![0]);
  });

  it('finds a plain city alone, and no region in a name that only contains one', async () => {
    for (const city of ['Mississauga', 'Hamilton', 'Kitchener', 'North York', 'Hamilton Township']) {
      const found = await searchOfLink(citySearchPath(city));
      expect(found.ids, city).toEqual(homesIn.get(city.toLowerCase()));
      expect(found.count, city).toBe(1);
    }
  });

  it("each city tile of the home page finds its city's homes, or its region's", async () => {
    const r = await api.execute<{ cities: { name: string }[] }>(
      `query($first: Int) { cities(first: $first) { name } }`,
      { first: MAX_PAGE_SIZE },
    );
    const tiles = r.data!.cities.map((c) => c.name);
    expect(tiles).toEqual(expect.arrayContaining(['Peel', 'Oakville', 'Durham', 'Toronto']));
    for (const name of tiles) {
      const found = await searchOfLink(citySearchPath(name), MAX_PAGE_SIZE);
      expect(found.ids.sort(), name).toEqual(expectedHomes(name));
    }
  });
});
