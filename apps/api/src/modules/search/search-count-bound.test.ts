import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_BOUND } from '@rentals/domain/search/limits';
import { listingLocations, listings, units } from '../../db/schema/listings';
import { createTestApi, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';

/*
 * searchListingsCount is exact up to SEARCH_COUNT_BOUND and answers SEARCH_COUNT_BOUND + 1 past
 * it, for a city alone (the listings plan) and with unit filters (the units plan). The copies of
 * one approved listing are made in SQL: ten thousand through the API would take minutes.
 */

let api: TestApi;
let source: string;

const COUNT = `query($where: ListingSearchInput) { searchListingsCount(where: $where) }`;
const count = async (where: Record<string, unknown>) => {
  const r = await api.execute<{ searchListingsCount: number }>(COUNT, { where });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.searchListingsCount;
};

/** The quoted column names of `table` but `skip`, and the same list with `replace` substituted. */
function columnsOf(table: PgTable, skip: string[], replace: Record<string, SQL> = {}) {
  const names = Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((n) => !skip.includes(n));
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const values = sql.join(
    names.map((n) => replace[n] ?? sql.raw(`c."${n}"`)),
    sql`, `,
  );
  return { list, values };
}

/** Adds `n` copies of the source listing, with its location and units; returns the listings public in all. */
async function copies(n: number) {
  const db = api.deps.db;
  const l = columnsOf(listings, ['id']);
  const added = await db.execute(
    sql`insert into ${listings} (${l.list}) select ${l.values} from ${listings} c, generate_series(1, ${n}) where c.id = ${source} returning id`,
  );
  const ids = (added as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  for (const table of [listingLocations, units]) {
    const c = columnsOf(table, ['id'], { listing_id: sql.raw('n.id') });
    await db.execute(
      sql`insert into ${table} (${c.list}) select ${c.values} from ${table} c, unnest(${sql.param(ids)}::uuid[]) n(id) where c.listing_id = ${source}`,
    );
  }
}

beforeAll(async () => {
  api = await createTestApi();
  const owner = await api.factories.user({ userType: 'LANDLORD' });
  source = (await approvedListingOf(api, owner)).id;
});
afterAll(() => api.close());

describe('searchListingsCount bound', () => {
  const unitFilters = { price_gte: 1 };

  it('is exact at the bound', async () => {
    await copies(SEARCH_COUNT_BOUND - 1);
    expect(await count({})).toBe(SEARCH_COUNT_BOUND);
    expect(await count(unitFilters)).toBe(SEARCH_COUNT_BOUND);
  });

  it('answers the bound plus one beyond it, however many match', async () => {
    await copies(5);
    expect(await count({})).toBe(SEARCH_COUNT_BOUND + 1);
    expect(await count(unitFilters)).toBe(SEARCH_COUNT_BOUND + 1);
  });
});
