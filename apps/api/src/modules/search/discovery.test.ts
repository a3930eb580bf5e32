import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchHistory } from '../../db/schema/search';
import { errorCodes, type TestApi } from '../../test/harness';
import { SEARCH_HISTORY_MERGE_SECONDS } from './discovery.service';
import { createSearchFixture } from './search-fixture';

/* Discovery queries and search history, on the fixture of search-fixture.ts. */

let api: TestApi;
let id: Record<string, string>;
let name: Record<string, string>;

beforeAll(async () => {
  ({ api, id, name } = await createSearchFixture());
});
afterAll(() => api.close());

const keys = (list: { id: string }[] | undefined) => (list ?? []).map((l) => name[l.id]);

describe('discovery', () => {
  it('trendingListings: public listings, premium first, filters, order and paging', async () => {
    const r = await api.execute<{ trendingListings: { id: string }[] }>(
      'query($w: ListingSearchInput, $o: ListingSearchOrder, $f: Int, $s: Int) { trendingListings(where: $w, orderBy: $o, first: $f, skip: $s) { id } }',
      { w: { city: 'Alphaville' }, o: 'PRICE_ASC', f: 2, s: 1 },
    );
    expect(keys(r.data?.trendingListings)).toEqual(['B', 'C']);
    const all = await api.execute<{ trendingListings: { id: string }[] }>('{ trendingListings { id } }');
    expect(keys(all.data?.trendingListings)).toEqual(['D', 'C', 'B', 'A']);
  });

  it('recommendListings: listings matching the filters', async () => {
    const r = await api.execute<{ recommendListings: { id: string }[] }>(
      'query($w: ListingSearchInput) { recommendListings(where: $w) { id } }',
      { w: { pets: ['cat'] } },
    );
    expect(keys(r.data?.recommendListings)).toEqual(['D', 'B', 'A']);
    const bad = await api.execute('{ recommendListings(where: { bedrooms: ["X"] }) { id } }');
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
  });

  it('similarListings: same city, same bedrooms or a close price, itself excluded', async () => {
    const similar = async (listingId: string) =>
      api.execute<{ similarListings: { id: string }[] }>(
        'query($id: ID!) { similarListings(id: $id) { id } }',
        {
          id: listingId,
        },
      );
    // B ($2500, two bedrooms): A has a $2600 unit; C (studio, contact) and D (other city) do not qualify.
    expect(keys((await similar(id.B!)).data?.similarListings)).toEqual(['A']);
    // A (one and three bedrooms, from $1500): nothing else in Alphaville is like it.
    expect(keys((await similar(id.A!)).data?.similarListings)).toEqual([]);
    expect(errorCodes(await similar(id.H!))).toEqual(['LISTING_NOT_FOUND']);
    expect(errorCodes(await similar('nope'))).toEqual(['LISTING_NOT_FOUND']);
  });

  it('searchMapListings: public listings around a geocoded place', async () => {
    const near = async (address: string) =>
      api.execute<{ searchMapListings: { id: string }[] }>(
        'query($a: String!) { searchMapListings(address: $a) { id } }',
        { a: address },
      );
    // The gazetteer puts Toronto near (43.65, -79.38): A and B are within the box, C, D and the hidden ones not.
    expect(keys((await near('Toronto, ON')).data?.searchMapListings).sort()).toEqual(['A', 'B']);
    expect((await near('   ')).data?.searchMapListings).toEqual([]);
  });
});

describe('search history', () => {
  const SEARCH = `query($w: ListingSearchInput, $u: ID, $s: Int) { searchListings(where: $w, userId: $u, skip: $s) { id } }`;
  const HISTORY = '{ mySearchHistory { id userId location filters createdAt } }';
  type History = {
    mySearchHistory: { id: string; userId: string; location: string | null; filters: string }[];
  };

  it('saves the first page of a signed-in search and lets the user delete their own entries only', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const other = await api.factories.user({ userType: 'RENTER' });
    const asRenter = { token: renter.token };
    await api.execute(
      SEARCH,
      { w: { city: 'Alphaville', bedrooms: ['STUDIO'] }, u: renter.user.id },
      asRenter,
    );
    await api.execute(SEARCH, { w: { city: 'Betatown' }, u: renter.user.id, s: 10 }, asRenter); // a later page
    await api.execute(SEARCH, { w: { city: 'Betatown' } }, asRenter); // no userId: not saved
    const history = await api.execute<History>(HISTORY, {}, asRenter);
    expect(history.data!.mySearchHistory).toHaveLength(1);
    const [entry] = history.data!.mySearchHistory;
    expect(entry).toMatchObject({ userId: renter.user.id, location: 'Alphaville' });
    expect(JSON.parse(entry!.filters)).toEqual({ city: 'Alphaville', bedrooms: ['STUDIO'] });
    expect((await api.execute<History>(HISTORY, {}, { token: other.token })).data!.mySearchHistory).toEqual(
      [],
    );

    const DELETE = 'mutation($id: ID!) { deleteSearchHistory(id: $id) }';
    expect(errorCodes(await api.execute(DELETE, { id: entry!.id }, { token: other.token }))).toEqual([
      'NO_ACCESS',
    ]);
    expect((await api.execute(DELETE, { id: entry!.id }, asRenter)).data).toEqual({
      deleteSearchHistory: entry!.id,
    });
    expect(
      await api.deps.db.select().from(searchHistory).where(eq(searchHistory.userId, renter.user.id)),
    ).toEqual([]);
  });

  it('keeps one entry for a search refined within a minute, and a new one for a later search', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const asRenter = { token: renter.token };
    const search = (w: Record<string, unknown>) => api.execute(SEARCH, { w, u: renter.user.id }, asRenter);
    const saved = async () =>
      (await api.execute<History>(HISTORY, {}, asRenter)).data!.mySearchHistory.map((e) => ({
        location: e.location,
        filters: JSON.parse(e.filters) as unknown,
      }));

    // The list re-queries after each pause in typing: one search being refined.
    await search({ city: 'Alphaville', keyword: 'lo' });
    await search({ city: 'Alphaville', keyword: 'loft' });
    expect(await saved()).toEqual([
      { location: 'Alphaville', filters: { city: 'Alphaville', keyword: 'loft' } },
    ]);

    // Older than the merge window: the next search is a new entry.
    await api.deps.db
      .update(searchHistory)
      .set({ createdAt: new Date(Date.now() - (SEARCH_HISTORY_MERGE_SECONDS + 5) * 1000) })
      .where(eq(searchHistory.userId, renter.user.id));
    await search({ city: 'Betatown' });
    expect(await saved()).toEqual([
      { location: 'Betatown', filters: { city: 'Betatown' } },
      { location: 'Alphaville', filters: { city: 'Alphaville', keyword: 'loft' } },
    ]);
  });

  it('refuses a userId other than the caller', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const other = await api.factories.user({ userType: 'RENTER' });
    expect(errorCodes(await api.execute(SEARCH, { u: other.user.id }, { token: renter.token }))).toEqual([
      'NO_ACCESS',
    ]);
    expect(errorCodes(await api.execute(SEARCH, { u: other.user.id }))).toEqual(['NO_ACCESS']);
  });
});
