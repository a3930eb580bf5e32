import { eq } from 'drizzle-orm';
import { listingLocations, listings, units } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';
import { createTestApi, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { createListingAs, validUnit } from '../listings/test-listings';

/*
 * Public search on a small fixture, each filter against a hand-computed set:
 *   A  Alphaville / Old Town, APARTMENT, units ONE_BEDROOM 1 bath $1500 ASSIGNED + THREE_BEDROOMS 2 baths $2600;
 *      cat; water; students; title "Maple 100% Court"; (43.65, -79.38); oldest
 *   B  Alphaville, CONDO, TWO_BEDROOMS 2 baths $2500 furnished, parking NONE, from 2027-01-01;
 *      cat + dog; water + internet; closeToTransit; (43.70, -79.40)
 *   C  Alphaville, HOUSE_OR_TOWNHOUSE, STUDIO contact-for-pricing, GARAGE; pets none; heating; (44.0, -79.0)
 *   D  Betatown, APARTMENT, ONE_BEDROOM $1800 ASSIGNED; cat; water; (45.0, -75.0); newest
 * and, in Alphaville matching everything, P (pending), H (hidden) and X (deactivated): never public.
 */

export interface SearchFixture {
  api: TestApi;
  admin: CreatedUser;
  /** Listing ids by fixture key, and fixture keys by id. */
  id: Record<string, string>;
  name: Record<string, string>;
}

/** A fresh API holding the fixture above. */
export async function createSearchFixture(): Promise<SearchFixture> {
  const api = await createTestApi();
  const admin = await api.factories.user({ userType: 'ADMIN' });
  const id: Record<string, string> = {};
  const name: Record<string, string> = {};
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  const db = api.deps.db;
  const [alpha, beta] = await db
    .insert(cities)
    .values([
      { name: 'Alphaville', province: 'ON', lat: 43.65, lng: -79.38 },
      { name: 'Betatown', province: 'ON', lat: 45, lng: -75 },
    ])
    .returning();
  const [hood] = await db.insert(neighbourhoods).values({ name: 'Old Town', cityId: alpha!.id }).returning();
  const make = async (
    key: string,
    city: string,
    at: [number, number],
    overrides: Record<string, unknown>,
    unit: Record<string, unknown>,
    owner = admin,
  ) => {
    const listing = await createListingAs(
      api,
      owner,
      {
        location: {
          address: '1 King St W',
          lat: at[0],
          lng: at[1],
          cityId: city,
          tags: overrides.tags ?? {},
        },
        unit: validUnit(unit),
        ...overrides,
        tags: undefined,
      },
      1,
    );
    id[key] = listing.id;
    name[listing.id] = key;
    return listing;
  };
  await make(
    'A',
    alpha!.id,
    [43.65, -79.38],
    { title: 'Maple 100% Court', tags: { students: true }, utilities: { water: true }, pets: { cat: true } },
    { bedrooms: 'ONE_BEDROOM', bathrooms: 1, monthlyPrice: 1500, parking: 'ASSIGNED' },
  );
  await db.insert(units).values({
    listingId: id.A!,
    title: 'Unit 2',
    bedrooms: 'THREE_BEDROOMS',
    bathrooms: 2,
    monthlyPrice: 2600,
    parking: 'NONE',
  });
  await db
    .update(listingLocations)
    .set({ neighbourhoodId: hood!.id })
    .where(eq(listingLocations.listingId, id.A!));
  await make(
    'B',
    alpha!.id,
    [43.7, -79.4],
    {
      propertyType: 'CONDO',
      tags: { closeToTransit: true },
      utilities: { water: true, internet: true },
      pets: { cat: true, dog: true },
    },
    {
      bedrooms: 'TWO_BEDROOMS',
      bathrooms: 2,
      monthlyPrice: 2500,
      parking: 'NONE',
      parkingSpots: 0,
      furnished: true,
      startDateAvailability: '2027-01-01',
    },
  );
  await make(
    'C',
    alpha!.id,
    [44, -79],
    { propertyType: 'HOUSE_OR_TOWNHOUSE', utilities: { heating: true }, pets: { none: true } },
    { bedrooms: 'STUDIO', bathrooms: 1, parking: 'GARAGE' },
  );
  await db
    .update(units)
    .set({ contactForPricing: true, monthlyPrice: null })
    .where(eq(units.listingId, id.C!));
  await make('D', beta!.id, [45, -75], {}, { bedrooms: 'ONE_BEDROOM', bathrooms: 1, monthlyPrice: 1800 });
  const everything = { title: 'Maple 100% Court', tags: { students: true, closeToTransit: true } };
  await make('P', alpha!.id, [43.65, -79.38], everything, {}, landlord);
  await make('H', alpha!.id, [43.65, -79.38], everything, {});
  await make('X', alpha!.id, [43.65, -79.38], everything, {});
  await db.update(listings).set({ isHidden: true }).where(eq(listings.id, id.H!));
  await db.update(listings).set({ activate: false }).where(eq(listings.id, id.X!));
  const hour = 3_600_000;
  for (const [i, key] of ['A', 'B', 'C', 'D'].entries())
    await db
      .update(listings)
      .set({ createdAt: new Date(Date.now() - (4 - i) * hour) })
      .where(eq(listings.id, id[key]!));
  return { api, admin, id, name };
}
