import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import type { TestApi } from '../../test/harness';
import { createSearchFixture } from './search-fixture';

/*
 * Freshness in search (issue 25) on the fixture of search-fixture.ts (A, B, C in Alphaville, oldest
 * first): A confirmed today, B overdue (confirmed 20 days ago), C confirmed 5 days ago. Both plans
 * are checked: listings (a city alone) and units (a unit filter, read from the units' copies).
 */

const DAY = 86_400_000;
const SEARCH = `query($where: ListingSearchInput, $orderBy: ListingSearchOrder) {
  searchListings(where: $where, orderBy: $orderBy) { id } }`;

let api: TestApi;
let name: Record<string, string>;

async function names(where: Record<string, unknown>, orderBy?: string) {
  const response = await api.execute<{ searchListings: { id: string }[] }>(SEARCH, { where, orderBy });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.searchListings.map((l) => name[l.id]);
}

beforeAll(async () => {
  let id: Record<string, string>;
  ({ api, id, name } = await createSearchFixture());
  const confirmed = { A: 0, B: 20, C: 5 };
  for (const [key, daysAgo] of Object.entries(confirmed)) {
    await api.deps.db
      .update(listings)
      .set({ availabilityConfirmedAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(listings.id, id[key]!));
  }
});
afterAll(() => api.close());

describe('search by freshness', () => {
  it('ranks a listing whose confirmation is overdue lower in the default order', async () => {
    expect(await names({ city: 'Alphaville' })).toEqual(['C', 'A', 'B']);
  });

  it('sorts by the latest confirmation with FRESHNESS', async () => {
    expect(await names({ city: 'Alphaville' }, 'FRESHNESS')).toEqual(['A', 'C', 'B']);
  });

  it('does the same on the units plan, from the units’ copies', async () => {
    expect(await names({ city: 'Alphaville', price_gte: 2000 })).toEqual(['A', 'B']);
    expect(await names({ city: 'Alphaville', bedrooms: ['STUDIO', 'TWO_BEDROOMS'] }, 'FRESHNESS')).toEqual([
      'C',
      'B',
    ]);
  });
});
