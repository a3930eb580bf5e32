import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingLocations, listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { createListingAs, type ListingResult } from './test-listings';

/* The properties map tracker: every listing as a light point with its state, and the details of one. */

let api: TestApi;
let admin: CreatedUser;
const created: Record<'pending' | 'active' | 'hidden' | 'premium', ListingResult> = {} as never;

const POINTS = `query($state: [StaffListingState!], $city: String, $bounds: InternalMapBoundsInput) {
  internalMapListings(state: $state, city: $city, bounds: $bounds) { id title lat lng state city } }`;

interface Point {
  id: string;
  title: string;
  lat: number;
  lng: number;
  state: string;
  city: string;
}

const points = async (variables: Record<string, unknown> = {}) => {
  const r = await api.execute<{ internalMapListings: Point[] }>(POINTS, variables, { token: admin.token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.internalMapListings;
};

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  created.pending = await createListingAs(api, landlord, { title: 'Pending Place' }, 1);
  created.active = await createListingAs(api, admin, { title: 'Active Place' }, 1);
  created.hidden = await createListingAs(api, admin, { title: 'Hidden Place' }, 1);
  created.premium = await createListingAs(api, admin, { title: 'Premium Place' }, 1);
  await api.deps.db.update(listings).set({ activate: false }).where(eq(listings.id, created.hidden.id));
  await api.deps.db
    .update(listings)
    .set({ isPremium: true, premiumEnd: new Date(Date.now() + 86_400_000) })
    .where(eq(listings.id, created.premium.id));
});
afterAll(() => api.close());

describe('internalMapListings', () => {
  it('answers every listing, whatever its state, newest first, as a light point', async () => {
    const all = await points();
    expect(all.map((p) => [p.title, p.state])).toEqual([
      ['Premium Place', 'PREMIUM'],
      ['Hidden Place', 'HIDDEN'],
      ['Active Place', 'ACTIVE'],
      ['Pending Place', 'PENDING'],
    ]);
    expect(all[0]).toEqual({
      id: created.premium.id,
      title: 'Premium Place',
      lat: 43.6487,
      lng: -79.3783,
      state: 'PREMIUM',
      city: created.premium.location!.city.name,
    });
  });

  it('filters by states, by the start of the city name and by a viewport', async () => {
    const some = await points({ state: ['PENDING', 'HIDDEN'] });
    expect(some.map((p) => p.state).sort()).toEqual(['HIDDEN', 'PENDING']);

    // Each test listing has its own city, "Town <hex>".
    const city = created.active.location!.city.name;
    const inCity = await points({ city: city.slice(0, 9).toLowerCase() });
    expect(inCity.map((p) => p.id)).toEqual([created.active.id]);
    expect(await points({ city: '%' })).toEqual([]);

    const around = { north: 43.66, south: 43.64, east: -79.37, west: -79.39 };
    expect(await points({ bounds: around })).toHaveLength(4);
    expect(await points({ bounds: { ...around, north: 43.0, south: 42.9 } })).toEqual([]);
    const bad = await api.execute(POINTS, { bounds: { ...around, south: 44 } }, { token: admin.token });
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
  });
});

describe('internalMapListings by region', () => {
  it("finds a region's municipalities by the region's name", async () => {
    const [oakville, hamilton] = await api.deps.db
      .insert(cities)
      .values([
        { name: 'Oakville', province: 'ON', lat: 43.45, lng: -79.68 },
        { name: 'Hamilton', province: 'ON', lat: 43.26, lng: -79.87 },
      ])
      .returning();
    const moveTo = (listing: ListingResult, cityId: string) =>
      api.deps.db.update(listingLocations).set({ cityId }).where(eq(listingLocations.listingId, listing.id));
    await moveTo(created.pending, oakville!.id);
    await moveTo(created.active, hamilton!.id);
    const inRegion = await points({ city: 'hamilton & halton' });
    expect(inRegion.map((p) => [p.title, p.city])).toEqual([
      ['Active Place', 'Hamilton'],
      ['Pending Place', 'Oakville'],
    ]);
    expect((await points({ city: 'Oak' })).map((p) => p.city)).toEqual(['Oakville']);
  });
});

describe('singleMapBuilding', () => {
  const SINGLE =
    'query($id: ID!) { singleMapBuilding(id: $id, isMap: true) { id title status user { email } } }';

  it('answers a listing in any state with its details for staff', async () => {
    const r = await api.execute<{ singleMapBuilding: { id: string; title: string } }>(
      SINGLE,
      { id: created.pending.id },
      { token: admin.token },
    );
    expect(r.data!.singleMapBuilding).toMatchObject({ id: created.pending.id, title: 'Pending Place' });
    const missing = await api.execute(
      SINGLE,
      { id: '5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69' },
      { token: admin.token },
    );
    expect(errorCodes(missing)).toEqual(['LISTING_NOT_FOUND']);
  });
});
