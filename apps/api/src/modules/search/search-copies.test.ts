import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingLocations, listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { createListingAs, seedCity, validUnit } from '../listings/test-listings';

/*
 * Search reads copies of a building's state kept on its units and its row by database triggers
 * (search.service.ts, migration 0006). Whatever changes a building, a unit or a location, the
 * next search sees it: through the unit plan (unit filters and a city) and the listing plan (a
 * city alone) alike.
 */

let api: TestApi;
let admin: CreatedUser;
let city: { id: string; name: string };
let listingId: string;
let newer: { id: string; units: { id: string }[]; location: { city: { name: string } } | null };

const SEARCH = `query($where: ListingSearchInput, $orderBy: ListingSearchOrder) {
  searchListings(where: $where, orderBy: $orderBy, first: 50) { id } searchListingsCount(where: $where) }`;

/** The ids the search answers, checked against its count. */
async function found(where: Record<string, unknown>, orderBy?: string): Promise<string[]> {
  const r = await api.execute<{ searchListings: { id: string }[]; searchListingsCount: number }>(SEARCH, {
    where,
    orderBy,
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  expect(r.data!.searchListingsCount).toBe(r.data!.searchListings.length);
  return r.data!.searchListings.map((l) => l.id);
}

const twoBedrooms = () => ({ city: city.name, bedrooms: ['TWO_BEDROOMS'], price_gte: 2000, price_lte: 2600 });

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  const listing = await createListingAs(api, admin);
  listingId = listing.id;
  city = listing.location!.city;
});
afterAll(() => api.close());

describe('search copies of a building', () => {
  it('finds a new building by its city, with and without unit filters', async () => {
    expect(await found({ city: city.name })).toEqual([listingId]);
    expect(await found({ city: city.name, bedrooms: ['ONE_BEDROOM'], price_lte: 2000 })).toEqual([listingId]);
    expect(await found({ city: city.name, bedrooms: ['TWO_BEDROOMS'] })).toEqual([]);
  });

  it('follows units added and changed', async () => {
    const created = await api.execute<{ createUnit: { id: string } }>(
      `mutation($data: CreateUnitInput!, $where: CreateUnitWhereInput!) { createUnit(data: $data, where: $where) { id } }`,
      {
        data: validUnit({ title: 'Unit 2', bedrooms: 'TWO_BEDROOMS', monthlyPrice: 2400, deposit: 2400 }),
        where: { listingId },
      },
      { token: admin.token },
    );
    expect(created.errors).toBeUndefined();
    expect(await found(twoBedrooms())).toEqual([listingId]);
    const updated = await api.execute(
      `mutation($data: UpdateUnitInput!, $where: UnitWhereInput!) { updateUnit(data: $data, where: $where) { id } }`,
      { data: { monthlyPrice: 2900, deposit: 2900 }, where: { id: created.data!.createUnit.id } },
      { token: admin.token },
    );
    expect(updated.errors).toBeUndefined();
    expect(await found(twoBedrooms())).toEqual([]);
  });

  it('follows a move to another city', async () => {
    const other = await seedCity(api);
    const moved = await api.execute(
      `mutation($data: UpdateListingInput!, $where: ListingWhereInput!) { updateListing(data: $data, where: $where) { id } }`,
      {
        data: { location: { address: '10 Main St', lat: 45, lng: -75, cityId: other.city.id } },
        where: { id: listingId },
      },
      { token: admin.token },
    );
    expect(moved.errors).toBeUndefined();
    expect(await found({ city: city.name, bedrooms: ['ONE_BEDROOM'] })).toEqual([]);
    expect(await found({ city: other.city.name, bedrooms: ['ONE_BEDROOM'] })).toEqual([listingId]);
    expect(await found({ city: other.city.name })).toEqual([listingId]);
    city = other.city;
  });

  it('follows approval and hiding, whoever writes them', async () => {
    await api.deps.db.update(listings).set({ isapproved: false }).where(eq(listings.id, listingId));
    expect(await found({ city: city.name, bedrooms: ['ONE_BEDROOM'] })).toEqual([]);
    expect(await found({ city: city.name })).toEqual([]);
    await api.deps.db.update(listings).set({ isapproved: true }).where(eq(listings.id, listingId));
    expect(await found({ city: city.name, bedrooms: ['ONE_BEDROOM'] })).toEqual([listingId]);
    const rented = await api.execute(
      `mutation($data: MarkListingRentedInput!, $where: ListingWhereInput!) { markListingRented(data: $data, where: $where) { id } }`,
      {
        data: { signedLeaseDate: '2026-01-01', rentedPrice: 1850, disableListing: '1' },
        where: { id: listingId },
      },
      { token: admin.token },
    );
    expect(rented.errors).toBeUndefined();
    expect(await found({ city: city.name, bedrooms: ['ONE_BEDROOM'] })).toEqual([]);
    expect(await found({ city: city.name })).toEqual([]);
  });

  it('puts a running boost first in both plans, and not an expired one', async () => {
    await api.deps.db.update(listings).set({ isHidden: false }).where(eq(listings.id, listingId));
    newer = await createListingAs(api, admin);
    const [newerPlace] = await api.deps.db
      .select({ cityId: listingLocations.cityId })
      .from(listingLocations)
      .where(eq(listingLocations.listingId, newer.id));
    await api.execute(
      `mutation($data: UpdateListingInput!, $where: ListingWhereInput!) { updateListing(data: $data, where: $where) { id } }`,
      {
        data: { location: { address: '11 Main St', lat: 45, lng: -75, cityId: newerPlace!.cityId } },
        where: { id: listingId },
      },
      { token: admin.token },
    );
    const sameCity = { city: newer.location!.city.name };
    const unitPlan = { ...sameCity, bedrooms: ['ONE_BEDROOM'] };
    expect(await found(sameCity)).toEqual([newer.id, listingId]);
    expect(await found(unitPlan)).toEqual([newer.id, listingId]);
    const day = 86_400_000;
    await api.deps.db
      .update(listings)
      .set({ isPremium: true, premiumEnd: new Date(Date.now() + day) })
      .where(eq(listings.id, listingId));
    expect(await found(sameCity)).toEqual([listingId, newer.id]);
    expect(await found(unitPlan)).toEqual([listingId, newer.id]);
    await api.deps.db
      .update(listings)
      .set({ premiumEnd: new Date(Date.now() - day) })
      .where(eq(listings.id, listingId));
    expect(await found(sameCity)).toEqual([newer.id, listingId]);
    expect(await found(unitPlan)).toEqual([newer.id, listingId]);
  });

  it('orders by lowest price in both plans', async () => {
    const cheaper = await api.execute(
      `mutation($data: UpdateUnitInput!, $where: UnitWhereInput!) { updateUnit(data: $data, where: $where) { id } }`,
      { data: { monthlyPrice: 1500, deposit: 1500 }, where: { id: newer.units[0]!.id } },
      { token: admin.token },
    );
    expect(cheaper.errors).toBeUndefined();
    const sameCity = { city: newer.location!.city.name };
    for (const where of [sameCity, { ...sameCity, bedrooms: ['ONE_BEDROOM', 'TWO_BEDROOMS'] }]) {
      expect(await found(where, 'PRICE_ASC')).toEqual([newer.id, listingId]);
      expect(await found(where, 'PRICE_DESC')).toEqual([listingId, newer.id]);
    }
  });
});
