import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { SUPPORT_PHONE } from '@rentals/domain/contact';
import { fileObjects } from '../../db/schema/files';
import { listingLocations, listings, pictures, units } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type GraphQLResponse, type TestApi } from '../../test/harness';
import {
  CREATE_LISTING,
  LISTING_FIELDS,
  createListingAs,
  listingData,
  seedCity,
  storedUploads,
  type ListingResult,
} from './test-listings';

const GET = `query($id: ID!) { getSingleBuilding(id: $id) { ${LISTING_FIELDS} } }`;

let api: TestApi;
let landlord: CreatedUser;
let otherLandlord: CreatedUser;
let admin: CreatedUser;
let renter: CreatedUser;
let cityId: string;

beforeAll(async () => {
  api = await createTestApi();
  [landlord, otherLandlord, admin, renter] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'ADMIN' }),
    api.factories.user({ userType: 'RENTER' }),
  ]);
  cityId = (await seedCity(api)).city.id;
});
afterAll(() => api.close());

async function create(user: CreatedUser, data: Record<string, unknown>) {
  return api.execute<{ createListing: ListingResult }>(CREATE_LISTING, { data }, { token: user.token });
}
const get = (id: string, user: CreatedUser | null) =>
  api.execute<{ getSingleBuilding: ListingResult | null }>(GET, { id }, { token: user?.token });

async function tableCounts() {
  const n = async (table: typeof listings | typeof units | typeof listingLocations | typeof pictures) =>
    (await api.deps.db.select({ n: count() }).from(table))[0]!.n;
  return {
    listings: await n(listings),
    units: await n(units),
    locations: await n(listingLocations),
    pictures: await n(pictures),
  };
}

function fieldErrors(response: GraphQLResponse) {
  const fields = (response.errors?.[0]?.extensions?.fields ?? []) as {
    path: string;
    key: string;
    message: string;
  }[];
  return Object.fromEntries(fields.map((f) => [f.path, f.key]));
}

describe('createListing', () => {
  it("creates a landlord's building, first unit, location and pictures, pending approval", async () => {
    const [p1, p2, u1] = await storedUploads(api, landlord, 3);
    const [plan] = await storedUploads(api, landlord, 1, 'FLOOR_PLAN');
    const response = await create(
      landlord,
      listingData(cityId, [p2!, p1!], {}, { pictures: [u1], floorplan: plan }),
    );
    expect(response.errors).toBeUndefined();
    const listing = response.data!.createListing;
    expect(listing).toMatchObject({
      title: 'Maple Court',
      isapproved: false,
      status: 'PENDING_APPROVAL',
      createdFrom: 'LISTING',
      propertyType: 'APARTMENT',
      user: { id: landlord.user.id, email: landlord.user.email },
      location: { address: '1 King St W, Toronto, ON', city: { id: cityId } },
      pets: { cat: true, dog: false, other: false, none: false },
    });
    expect(listing.pictures.map((p) => [p.fileId, p.order, p.unitId])).toEqual([
      [p2, 0, null],
      [p1, 1, null],
    ]);
    expect(listing.pictures[0]!.url).toBe(`/files/${p2}`);
    expect(listing.units).toHaveLength(1);
    expect(listing.units[0]).toMatchObject({
      title: 'Unit 101',
      monthlyPrice: 1850.5,
      contactForPricing: false,
      pictures: [{ fileId: u1 }],
      floorplan: { fileId: plan },
      unitAmenities: { ac: true, balcony: true },
    });
  });

  it('approves staff creations at once and records createdFrom', async () => {
    const listing = await createListingAs(api, admin, { createdFrom: 'LIST_WITH_US' });
    expect(listing).toMatchObject({ isapproved: true, createdFrom: 'LIST_WITH_US', status: 'ACTIVE' });
    expect((await get(listing.id, null)).data!.getSingleBuilding!.status).toBe('AVAILABLE');
  });

  it.each(['RENTER', 'GUEST', 'UNVERIFIED'] as const)('refuses a %s with NO_ACCESS', async (userType) => {
    const user = await api.factories.user({ userType });
    const response = await create(user, listingData(cityId, await storedUploads(api, user, 1)));
    expect(errorCodes(response)).toEqual(['NO_ACCESS']);
  });

  it('refuses pictures uploaded by someone else, or already used', async () => {
    const [foreign] = await storedUploads(api, otherLandlord, 1);
    expect(errorCodes(await create(landlord, listingData(cityId, [foreign!])))).toEqual(['FILE_NOT_FOUND']);
    const listing = await createListingAs(api, landlord);
    const reused = listing.pictures[0]!.fileId;
    expect(errorCodes(await create(landlord, listingData(cityId, [reused])))).toEqual(['FILE_NOT_FOUND']);
  });

  it('checks the city and neighbourhood', async () => {
    const other = await seedCity(api);
    const response = await create(
      landlord,
      listingData(cityId, await storedUploads(api, landlord, 1), {
        location: { address: 'x', lat: 1, lng: 1, cityId, neighbourhoodId: other.neighbourhood.id },
      }),
    );
    expect(errorCodes(response)).toEqual(['LOCATION_NOT_FOUND']);
  });
});

describe('createListing is one transaction', () => {
  it('leaves nothing when a picture fails after the building, location and unit are inserted', async () => {
    const before = await tableCounts();
    const mine = await storedUploads(api, landlord, 2);
    const [foreign] = await storedUploads(api, otherLandlord, 1);
    const response = await create(landlord, listingData(cityId, [...mine, foreign!]));
    expect(errorCodes(response)).toEqual(['FILE_NOT_FOUND']);
    expect(await tableCounts()).toEqual(before);
    // The caller's uploads stay, ready for a retry.
    const files = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, mine[0]!));
    expect(files).toHaveLength(1);
  });

  it('leaves nothing when the database fails mid-create', async () => {
    const before = await tableCounts();
    await api.deps.db.execute(sql`
      CREATE FUNCTION fail_pictures() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await api.deps.db.execute(
      sql`CREATE TRIGGER fail_pictures BEFORE INSERT ON pictures FOR EACH ROW EXECUTE FUNCTION fail_pictures()`,
    );
    try {
      const response = await create(landlord, listingData(cityId, await storedUploads(api, landlord, 1)));
      expect(errorCodes(response)).toEqual(['INTERNAL']);
      expect(await tableCounts()).toEqual(before);
    } finally {
      await api.deps.db.execute(sql`DROP TRIGGER fail_pictures ON pictures`);
      await api.deps.db.execute(sql`DROP FUNCTION fail_pictures()`);
    }
  });
});

describe('validation boundaries', () => {
  const attempt = async (
    overrides: Record<string, unknown>,
    unit: Record<string, unknown> = {},
    pictureCount = 1,
  ) =>
    create(landlord, listingData(cityId, await storedUploads(api, landlord, pictureCount), overrides, unit));

  it.each([
    ['monthlyPrice', 200_000, null],
    ['monthlyPrice', 0, null],
    ['monthlyPrice', 200_000.01, 'priceOverLimit'],
    ['monthlyPrice', -0.01, 'amountMin'],
    ['monthlyPrice', 10.005, 'amountStep'],
    ['deposit', 200_000, null],
    ['deposit', 200_001, 'priceOverLimit'],
    ['leaseTerm', 0, null],
    ['leaseTerm', 120, null],
    ['leaseTerm', 121, 'max'],
    ['leaseTerm', -1, 'min'],
    ['parkingSpots', 20, null],
    ['parkingSpots', 0, null],
    ['parkingSpots', 21, 'max'],
    ['parkingSpots', -1, 'min'],
  ])('unit %s = %s → %s', async (field, value, key) => {
    const response = await attempt({}, { [field]: value });
    if (key === null) expect(response.errors).toBeUndefined();
    else expect(fieldErrors(response)).toEqual({ [`unit.${field}`]: key });
  });

  it('names the support phone above $200,000, in en and fr', async () => {
    const response = await attempt({}, { monthlyPrice: 250_000 });
    const fields = response.errors![0]!.extensions!.fields as { message: string }[];
    expect(fields[0]!.message).toBe(
      `If the value here exceeds $200,000, please contact the rental team at ${SUPPORT_PHONE}`,
    );
    const french = await api.factories.user({ userType: 'LANDLORD', locale: 'fr' });
    const data = listingData(cityId, await storedUploads(api, french, 1), {}, { monthlyPrice: 250_000 });
    const fr = await create(french, data);
    expect((fr.errors![0]!.extensions!.fields as { message: string }[])[0]!.message).toBe(
      `Si la valeur dépasse 200 000 $, veuillez communiquer avec l'équipe de location au ${SUPPORT_PHONE}`,
    );
  });

  it('takes the current year of construction, not the next', async () => {
    const year = new Date().getFullYear();
    expect((await attempt({ buildingConstructionYear: String(year) })).errors).toBeUndefined();
    const response = await attempt({ buildingConstructionYear: String(year + 1) });
    const fields = response.errors![0]!.extensions!.fields as { path: string; message: string }[];
    expect(fields).toEqual([
      {
        path: 'buildingConstructionYear',
        key: 'yearInFuture',
        message: `Year of construction must be before ${year + 1}`,
        params: { year: year + 1 },
      },
    ]);
  });

  it("refuses pets 'none' with another pet", async () => {
    expect(fieldErrors(await attempt({ pets: { none: true, dog: true } }))).toEqual({
      'pets.none': 'petsNoneExclusive',
    });
    expect((await attempt({ pets: { none: true } })).errors).toBeUndefined();
  });

  it('Contact for Pricing clears and waives price and deposit', async () => {
    const response = await attempt({}, { contactForPricing: true, monthlyPrice: 1500, deposit: undefined });
    expect(response.data!.createListing.units[0]).toMatchObject({
      contactForPricing: true,
      monthlyPrice: null,
      deposit: null,
    });
    expect(fieldErrors(await attempt({}, { monthlyPrice: null }))).toEqual({
      'unit.monthlyPrice': 'required',
    });
  });

  it('takes 60 pictures and refuses 61, units included', async () => {
    expect((await attempt({}, {}, 60)).errors).toBeUndefined();
    expect(fieldErrors(await attempt({}, {}, 61))).toEqual({ pictures: 'picturesMax' });
    const unitPictures = await storedUploads(api, landlord, 1);
    const response = await attempt({}, { pictures: unitPictures }, 60);
    expect(errorCodes(response)).toEqual(['TOO_MANY_PICTURES']);
  });

  it('requires the title, address, a picture and the unit questions', async () => {
    const response = await create(
      landlord,
      listingData(cityId, [], { title: ' ' }, { storage: null, smokeAlarm: null }),
    );
    expect(fieldErrors(response)).toEqual({
      title: 'required',
      pictures: 'picturesRequired',
      'unit.storage': 'questionRequired',
      'unit.smokeAlarm': 'questionRequired',
    });
  });
});

describe('visibility and status per viewer (spec/01 §4)', () => {
  it('hides a pending listing from the public and other landlords, not from its owner or staff', async () => {
    const listing = await createListingAs(api, landlord);
    expect(errorCodes(await get(listing.id, null))).toEqual(['LISTING_NOT_FOUND']);
    expect(errorCodes(await get(listing.id, renter))).toEqual(['LISTING_NOT_FOUND']);
    expect(errorCodes(await get(listing.id, otherLandlord))).toEqual(['LISTING_NOT_FOUND']);
    expect((await get(listing.id, landlord)).data!.getSingleBuilding!.status).toBe('PENDING_APPROVAL');
    expect((await get(listing.id, admin)).data!.getSingleBuilding).toMatchObject({
      status: 'AVAILABLE',
      user: { email: landlord.user.email },
    });
  });

  it('shows an approved listing to everyone: Active to landlords, Available to others, e-mail to owner and staff only', async () => {
    const listing = await createListingAs(api, landlord);
    await api.deps.db.update(listings).set({ isapproved: true }).where(eq(listings.id, listing.id));
    expect((await get(listing.id, landlord)).data!.getSingleBuilding).toMatchObject({
      status: 'ACTIVE',
      user: { email: landlord.user.email },
    });
    expect((await get(listing.id, otherLandlord)).data!.getSingleBuilding!.status).toBe('ACTIVE');
    expect((await get(listing.id, null)).data!.getSingleBuilding).toMatchObject({
      status: 'AVAILABLE',
      user: { id: landlord.user.id, firstName: 'Test', email: null },
    });
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.id));
    expect((await get(listing.id, landlord)).data!.getSingleBuilding!.status).toBe('INACTIVE');
    expect((await get(listing.id, admin)).data!.getSingleBuilding!.status).toBe('UNAVAILABLE');
    expect(errorCodes(await get(listing.id, renter))).toEqual(['LISTING_NOT_FOUND']);
  });

  it('finds the building of a unit for whoever may see the building, and hides it otherwise', async () => {
    const listing = await createListingAs(api, landlord);
    const unitId = listing.units[0]!.id;
    const byUnit = (viewer: CreatedUser | null, id = unitId) =>
      api.execute<{ getBuildingByUnit: { id: string; units: { id: string }[] } }>(
        'query($id: ID!) { getBuildingByUnit(unitId: $id) { id units { id } } }',
        { id },
        { token: viewer?.token },
      );
    expect((await byUnit(landlord)).data?.getBuildingByUnit).toEqual({
      id: listing.id,
      units: [{ id: unitId }],
    });
    expect((await byUnit(admin)).data?.getBuildingByUnit.id).toBe(listing.id);
    expect(errorCodes(await byUnit(renter))).toEqual(['UNIT_NOT_FOUND']);
    await api.deps.db.update(listings).set({ isapproved: true }).where(eq(listings.id, listing.id));
    expect((await byUnit(null)).data?.getBuildingByUnit.id).toBe(listing.id);
    expect(errorCodes(await byUnit(null, '00000000-0000-4000-8000-000000000000'))).toEqual([
      'UNIT_NOT_FOUND',
    ]);
    expect(errorCodes(await byUnit(null, 'nope'))).toEqual(['UNIT_NOT_FOUND']);
  });

  it('answers LISTING_NOT_FOUND for an unknown or malformed id', async () => {
    expect(errorCodes(await get('00000000-0000-4000-8000-000000000000', admin))).toEqual([
      'LISTING_NOT_FOUND',
    ]);
    expect(errorCodes(await get('nope', admin))).toEqual(['LISTING_NOT_FOUND']);
  });
});
