import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingLocations, listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { users } from '../../db/schema/users';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { createListingAs, type ListingResult } from '../listings/test-listings';

/* /tenant/{id} and the roommates of a listing: shared only by renters who switched roommate on. */

const PROFILE = `query($id: ID!) { tenantProfile(id: $id) {
  id firstName lastInitial city occupation minBudget budget moveIn bedrooms pets furnishing flatmates } }`;
const ROOMMATES = 'query($id: ID!) { roommatesForListing(id: $id) { id firstName city } }';

let api: TestApi;
let listing: ListingResult;
let cityName: string;

async function renter(
  values: Partial<typeof users.$inferInsert>,
  userType: 'RENTER' | 'GUEST' | 'LANDLORD' = 'RENTER',
) {
  const created = await api.factories.user({ userType });
  await api.deps.db.update(users).set(values).where(eq(users.id, created.user.id));
  return created;
}

beforeAll(async () => {
  api = await createTestApi();
  const admin = await api.factories.user({ userType: 'ADMIN' });
  listing = await createListingAs(api, admin);
  const [row] = await api.deps.db
    .select({ name: cities.name })
    .from(listingLocations)
    .innerJoin(cities, eq(cities.id, listingLocations.cityId))
    .where(eq(listingLocations.listingId, listing.id));
  cityName = row!.name;
});
afterAll(() => api.close());

describe('tenantProfile', () => {
  let sharing: CreatedUser;
  let private_: CreatedUser;
  beforeAll(async () => {
    sharing = await renter({
      firstName: 'Amélie',
      lastName: 'tremblay',
      roommate: true,
      city: 'Montréal',
      occupation: 'Nurse',
      minBudget: 900,
      budget: 1400,
      moveIn: '2027-01-01',
      bedroom: { one: true, two: false, three: false, fourplus: false, room: true, studio: false },
      pet: { dog: false, cat: true, other: false },
      furnish: { furnished: true, unFurnished: false },
      flatmates: 1,
    });
    private_ = await renter({ firstName: 'Noor', roommate: false });
  });

  it('shows a sharing renter to a visitor, with the last initial only', async () => {
    const r = await api.execute(PROFILE, { id: sharing.user.id });
    expect(r.errors).toBeUndefined();
    expect(r.data?.tenantProfile).toEqual({
      id: sharing.user.id,
      firstName: 'Amélie',
      lastInitial: 'T',
      city: 'Montréal',
      occupation: 'Nurse',
      minBudget: 900,
      budget: 1400,
      moveIn: '2027-01-01',
      bedrooms: ['one', 'room'],
      pets: ['cat'],
      furnishing: ['furnished'],
      flatmates: 1,
    });
  });

  it('offers no contact, income or credit field at all', async () => {
    const r = await api.execute('query($id: ID!) { tenantProfile(id: $id) { email } }', {
      id: sharing.user.id,
    });
    expect(r.errors?.[0]?.message).toMatch(/Cannot query field "email"/);
  });

  it('answers TENANT_NOT_FOUND for a renter who does not share, an unknown id and a landlord', async () => {
    const landlord = await renter({ firstName: 'Lee', roommate: true }, 'LANDLORD');
    const other = await api.factories.user({ userType: 'RENTER' });
    for (const id of [private_.user.id, '00000000-0000-4000-8000-000000000000', 'nope', landlord.user.id]) {
      const r = await api.execute(PROFILE, { id }, { token: other.token });
      expect(errorCodes(r), id).toEqual(['TENANT_NOT_FOUND']);
    }
  });

  it('shows a private profile to its renter and to staff who may view users', async () => {
    const own = await api.execute(PROFILE, { id: private_.user.id }, { token: private_.token });
    expect(own.data?.tenantProfile).toMatchObject({ firstName: 'Noor' });
    const staff = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: DEMO_SUB_ADMIN_PERMISSIONS,
    });
    const seen = await api.execute(PROFILE, { id: private_.user.id }, { token: staff.token });
    expect(seen.data?.tenantProfile).toMatchObject({ firstName: 'Noor' });
  });
});

describe('roommatesForListing', () => {
  it("lists sharing renters and guests of the listing's city, not others", async () => {
    const a = await renter({ firstName: 'Ana', roommate: true, city: cityName.toUpperCase() });
    const b = await renter({ firstName: 'Ben', roommate: true, city: ` ${cityName} ` }, 'GUEST');
    await renter({ firstName: 'Cat', roommate: false, city: cityName });
    await renter({ firstName: 'Dev', roommate: true, city: 'Elsewhere' });
    await renter({ firstName: 'Eve', roommate: true, city: cityName }, 'LANDLORD');
    const r = await api.execute<{ roommatesForListing: { id: string }[] }>(ROOMMATES, { id: listing.id });
    expect(r.errors).toBeUndefined();
    expect(r.data!.roommatesForListing.map((p) => p.id).sort()).toEqual([a.user.id, b.user.id].sort());
  });

  it('answers LISTING_NOT_FOUND for a listing the caller may not see', async () => {
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.id));
    const r = await api.execute(ROOMMATES, { id: listing.id });
    await api.deps.db.update(listings).set({ isHidden: false }).where(eq(listings.id, listing.id));
    expect(errorCodes(r)).toEqual(['LISTING_NOT_FOUND']);
  });
});
