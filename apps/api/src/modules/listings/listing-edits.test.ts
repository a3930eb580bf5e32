import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LISTING_DESCRIPTION_MAX_LENGTH } from '@rentals/domain/listings/limits';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { fileObjects } from '../../db/schema/files';
import { listings, pictures, units } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  LISTING_FIELDS,
  approvedListingOf,
  createListingAs,
  isStored,
  listingData,
  seedCity,
  storedUploads,
  validUnit,
  type ListingResult,
} from './test-listings';

const UPDATE_BUILDING = `mutation($id: ID!, $data: UpdateBuildingInput!) {
  updateBuilding(where: { id: $id }, data: $data) { ${LISTING_FIELDS} } }`;
const UPDATE_LISTING = `mutation($id: ID!, $data: UpdateListingInput!) {
  updateListing(where: { id: $id }, data: $data) { ${LISTING_FIELDS} } }`;
const UPDATE_UNIT = `mutation($id: ID!, $data: UpdateUnitInput!) {
  updateUnit(where: { id: $id }, data: $data) { id title leaseTerm monthlyPrice deposit contactForPricing pictures { fileId order } } }`;
const CREATE_UNIT = `mutation($id: ID!, $data: CreateUnitInput!) {
  createUnit(where: { listingId: $id }, data: $data) { id listingId title pictures { fileId } } }`;
const DELETE_UNIT = `mutation($id: ID!) { deleteListing(where: { id: $id }) }`;
const DELETE_BUILDING = `mutation($id: ID!) { deleteBuilding(id: $id) }`;
const DELETE_PICTURE = `mutation($id: ID!) { deletePicture(where: { id: $id }) }`;
const REORDER = `mutation($p: [PictureOrderInput!]!) { picReorder(pictures: $p) }`;
const MARK_RENTED = `mutation($id: ID!, $data: MarkListingRentedInput!) {
  markListingRented(where: { id: $id }, data: $data) { ${LISTING_FIELDS} } }`;
const SEARCH = `query($search: String, $first: Int, $skip: Int) {
  searchBuildingByLandlord(search: $search, first: $first, skip: $skip) { id title status }
  searchBuildingByLandlordCount(search: $search) }`;

let api: TestApi;
let landlord: CreatedUser;
let otherLandlord: CreatedUser;
let admin: CreatedUser;
let subAdmin: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  [landlord, otherLandlord, admin, subAdmin] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'ADMIN' }),
    api.factories.user({ userType: 'SUB_ADMIN', permissions: DEMO_SUB_ADMIN_PERMISSIONS }),
  ]);
});
afterAll(() => api.close());

const run = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  user: CreatedUser,
) => api.execute<T>(query, variables, { token: user.token });

describe('updateBuilding and updateListing', () => {
  it('replaces the whole building; removed pictures lose their rows, files and bytes', async () => {
    const listing = await createListingAs(api, landlord);
    const [kept, removed] = listing.pictures.map((p) => p.fileId);
    const [added] = await storedUploads(api, landlord, 1);
    const { city } = await seedCity(api);
    const response = await run<{ updateBuilding: ListingResult }>(
      UPDATE_BUILDING,
      {
        id: listing.id,
        data: {
          ...listingData(city.id, [added!, kept!], { title: 'Maple Court II', pets: { none: true } }),
          unit: { id: listing.units[0]!.id, ...validUnit({ leaseTerm: 24, contactForPricing: true }) },
        },
      },
      landlord,
    );
    expect(response.errors).toBeUndefined();
    const updated = response.data!.updateBuilding;
    expect(updated).toMatchObject({
      title: 'Maple Court II',
      pets: { none: true, cat: false },
      location: { city: { id: city.id } },
    });
    expect(updated.pictures.map((p) => [p.fileId, p.order])).toEqual([
      [added, 0],
      [kept, 1],
    ]);
    expect(updated.units[0]).toMatchObject({ leaseTerm: 24, contactForPricing: true, monthlyPrice: null });
    expect(await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, removed!))).toEqual([]);
    expect(isStored(api, removed!)).toBe(false);
    expect(isStored(api, kept!)).toBe(true);
  });

  it('changes only the fields of one page with updateListing', async () => {
    const listing = await createListingAs(api, landlord, { description: 'Old' });
    const response = await run<{ updateListing: ListingResult }>(
      UPDATE_LISTING,
      {
        id: listing.id,
        data: { description: 'Bright and quiet', unit: { id: listing.units[0]!.id, parkingSpots: 2 } },
      },
      landlord,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.updateListing).toMatchObject({
      title: 'Maple Court',
      description: 'Bright and quiet',
      pets: { cat: true },
      units: [{ parkingSpots: 2, leaseTerm: 12, monthlyPrice: 1850.5 }],
    });
    expect(response.data!.updateListing.pictures).toHaveLength(2);
  });

  it('checks limits on update too', async () => {
    const listing = await createListingAs(api, landlord);
    const response = await run(
      UPDATE_LISTING,
      { id: listing.id, data: { unit: { id: listing.units[0]!.id, leaseTerm: 121 } } },
      landlord,
    );
    expect(errorCodes(response)).toEqual(['VALIDATION_FAILED']);
  });

  it('refuses a description over 10,000 characters whole, never storing a cut one', async () => {
    const listing = await createListingAs(api, landlord, { description: 'Old' });
    const save = (description: string) =>
      run<{ updateListing: ListingResult }>(
        UPDATE_LISTING,
        { id: listing.id, data: { description } },
        landlord,
      );
    const over = await save('x'.repeat(LISTING_DESCRIPTION_MAX_LENGTH + 1));
    expect(errorCodes(over)).toEqual(['VALIDATION_FAILED']);
    expect(over.errors?.[0]?.extensions?.fields).toMatchObject([{ path: 'description', key: 'tooLong' }]);
    const atLimit = await save('x'.repeat(LISTING_DESCRIPTION_MAX_LENGTH));
    expect(atLimit.errors).toBeUndefined();
    expect(atLimit.data!.updateListing.description).toHaveLength(LISTING_DESCRIPTION_MAX_LENGTH);
  });

  it("refuses another landlord's listing: not found while pending, no access once public", async () => {
    const listing = await createListingAs(api, landlord);
    const attempt = () => run(UPDATE_LISTING, { id: listing.id, data: { title: 'Mine now' } }, otherLandlord);
    expect(errorCodes(await attempt())).toEqual(['LISTING_NOT_FOUND']);
    await api.deps.db.update(listings).set({ isapproved: true }).where(eq(listings.id, listing.id));
    expect(errorCodes(await attempt())).toEqual(['NO_ACCESS']);
    const staff = await run(UPDATE_LISTING, { id: listing.id, data: { title: 'Fixed typo' } }, subAdmin);
    expect(staff.errors).toBeUndefined();
  });

  it("refuses a unit of another building in the building's update", async () => {
    const a = await createListingAs(api, landlord);
    const b = await createListingAs(api, landlord);
    const response = await run(
      UPDATE_LISTING,
      { id: a.id, data: { unit: { id: b.units[0]!.id, title: 'x' } } },
      landlord,
    );
    expect(errorCodes(response)).toEqual(['UNIT_NOT_FOUND']);
  });
});

describe('units', () => {
  it('adds another unit, changes it, deletes it, and keeps the last one', async () => {
    const listing = await createListingAs(api, landlord);
    const unitPictures = await storedUploads(api, landlord, 2);
    const created = await run<{
      createUnit: { id: string; listingId: string; pictures: { fileId: string }[] };
    }>(
      CREATE_UNIT,
      { id: listing.id, data: validUnit({ title: 'Unit 202', pictures: unitPictures }) },
      landlord,
    );
    expect(created.errors).toBeUndefined();
    const unitId = created.data!.createUnit.id;
    expect(created.data!.createUnit).toMatchObject({
      listingId: listing.id,
      pictures: unitPictures.map((fileId) => ({ fileId })),
    });

    const updated = await run<{
      updateUnit: { title: string; leaseTerm: number; pictures: { fileId: string }[] };
    }>(
      UPDATE_UNIT,
      { id: unitId, data: { title: 'Unit 202B', leaseTerm: 6, pictures: [unitPictures[1]] } },
      landlord,
    );
    expect(updated.data!.updateUnit).toMatchObject({
      title: 'Unit 202B',
      leaseTerm: 6,
      pictures: [{ fileId: unitPictures[1] }],
    });
    expect(isStored(api, unitPictures[0]!)).toBe(false);

    expect((await run(DELETE_UNIT, { id: unitId }, landlord)).data).toEqual({ deleteListing: unitId });
    expect(await api.deps.db.select().from(units).where(eq(units.id, unitId))).toEqual([]);
    expect(isStored(api, unitPictures[1]!)).toBe(false);
    const last = await run(DELETE_UNIT, { id: listing.units[0]!.id }, landlord);
    expect(errorCodes(last)).toEqual(['LAST_UNIT']);
  });

  it('requires price and deposit when Contact for Pricing is turned off', async () => {
    const listing = await createListingAs(api, landlord, {}, 1);
    const response = await run(
      UPDATE_UNIT,
      { id: listing.units[0]!.id, data: { contactForPricing: false, monthlyPrice: 1000 } },
      landlord,
    );
    expect(response.errors![0]!.extensions!.fields).toMatchObject([{ path: 'deposit', key: 'required' }]);
  });

  it('answers UNIT_NOT_FOUND for an unknown unit', async () => {
    const response = await run(
      UPDATE_UNIT,
      { id: '00000000-0000-4000-8000-000000000000', data: { title: 'x' } },
      admin,
    );
    expect(errorCodes(response)).toEqual(['UNIT_NOT_FOUND']);
  });
});

describe('pictures', () => {
  it('reorders pictures', async () => {
    const listing = await createListingAs(api, landlord, {}, 3);
    const [a, b, c] = listing.pictures;
    const response = await run(
      REORDER,
      {
        p: [
          { id: c!.id, order: 0 },
          { id: a!.id, order: 1 },
          { id: b!.id, order: 2 },
        ],
      },
      landlord,
    );
    expect(response.data).toEqual({ picReorder: true });
    const rows = await api.deps.db.select().from(pictures).where(eq(pictures.listingId, listing.id));
    const order = Object.fromEntries(rows.map((r) => [r.id, r.order]));
    expect([order[c!.id], order[a!.id], order[b!.id]]).toEqual([0, 1, 2]);
  });

  it("refuses to reorder or delete another landlord's pictures", async () => {
    const listing = await approvedListingOf(api, landlord);
    const picture = listing.pictures[0]!.id;
    expect(errorCodes(await run(REORDER, { p: [{ id: picture, order: 3 }] }, otherLandlord))).toEqual([
      'NO_ACCESS',
    ]);
    expect(errorCodes(await run(DELETE_PICTURE, { id: picture }, otherLandlord))).toEqual(['NO_ACCESS']);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(errorCodes(await run(DELETE_PICTURE, { id: missing }, landlord))).toEqual(['PICTURE_NOT_FOUND']);
  });

  it('deletes a picture with its file row and stored bytes', async () => {
    const listing = await createListingAs(api, landlord);
    const picture = listing.pictures[0]!;
    expect(isStored(api, picture.fileId)).toBe(true);
    expect((await run(DELETE_PICTURE, { id: picture.id }, landlord)).data).toEqual({
      deletePicture: picture.id,
    });
    expect(await api.deps.db.select().from(pictures).where(eq(pictures.id, picture.id))).toEqual([]);
    expect(await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, picture.fileId))).toEqual(
      [],
    );
    expect(isStored(api, picture.fileId)).toBe(false);
  });
});

describe('deleteBuilding', () => {
  it('deletes the building, its units, location, pictures and files', async () => {
    const listing = await createListingAs(api, landlord);
    const fileIds = listing.pictures.map((p) => p.fileId);
    expect((await run(DELETE_BUILDING, { id: listing.id }, landlord)).data).toEqual({
      deleteBuilding: listing.id,
    });
    expect(await api.deps.db.select().from(listings).where(eq(listings.id, listing.id))).toEqual([]);
    expect(await api.deps.db.select().from(units).where(eq(units.listingId, listing.id))).toEqual([]);
    expect(await api.deps.db.select().from(pictures).where(eq(pictures.listingId, listing.id))).toEqual([]);
    for (const id of fileIds) expect(isStored(api, id)).toBe(false);
  });

  it('needs the listings delete flag for staff; the demo sub-admin has only edit', async () => {
    const listing = await approvedListingOf(api, landlord);
    expect(errorCodes(await run(DELETE_BUILDING, { id: listing.id }, subAdmin))).toEqual(['NO_ACCESS']);
    expect(errorCodes(await run(DELETE_BUILDING, { id: listing.id }, otherLandlord))).toEqual(['NO_ACCESS']);
    expect((await run(DELETE_BUILDING, { id: listing.id }, admin)).errors).toBeUndefined();
  });
});

describe('markListingRented (spec/01 §4)', () => {
  it('hides the listing, records the lease and clears the premium', async () => {
    const listing = await approvedListingOf(api, landlord);
    await api.deps.db
      .update(listings)
      .set({ isPremium: true, premiumName: 'Listing boosts', premiumEnd: new Date('2030-01-01') })
      .where(eq(listings.id, listing.id));
    const before = Date.now();
    const response = await run<{ markListingRented: ListingResult }>(
      MARK_RENTED,
      {
        id: listing.id,
        data: {
          signedLeaseDate: '2026-02-27',
          rentedPrice: 2100.5,
          disableListing: '1',
          tenantNames: 'Ana Roy',
        },
      },
      landlord,
    );
    expect(response.errors).toBeUndefined();
    const rented = response.data!.markListingRented;
    expect(rented).toMatchObject({
      isHidden: true,
      status: 'INACTIVE',
      signedLeaseDate: '2026-02-27',
      rentedPrice: 2100.5,
      disableListing: '1',
      tenantNames: 'Ana Roy',
      isPremium: false,
      premiumName: null,
    });
    expect(Date.parse(rented.premiumStart!)).toBeGreaterThanOrEqual(before - 1000);
    expect(rented.premiumEnd).toBe(rented.premiumStart);
  });

  it("takes only '0' or '1' for disableListing", async () => {
    const listing = await approvedListingOf(api, landlord);
    const response = await run(
      MARK_RENTED,
      { id: listing.id, data: { signedLeaseDate: '2026-02-27', rentedPrice: 2100, disableListing: 'yes' } },
      landlord,
    );
    expect(response.errors![0]!.extensions!.fields).toMatchObject([
      { path: 'disableListing', key: 'invalidChoice' },
    ]);
  });
});

describe('searchBuildingByLandlord', () => {
  it("pages the landlord's own listings, 10 by default, with the count beside", async () => {
    const owner = await api.factories.user({ userType: 'LANDLORD' });
    for (let i = 0; i < 12; i++)
      await createListingAs(api, owner, { title: i === 5 ? 'Harbour View' : `Building ${i}` }, 1);
    await createListingAs(api, otherLandlord, { title: 'Harbour View' }, 1);

    type Page = {
      searchBuildingByLandlord: { title: string; status: string }[];
      searchBuildingByLandlordCount: number;
    };
    const first = await run<Page>(SEARCH, {}, owner);
    expect(first.data!.searchBuildingByLandlord).toHaveLength(10);
    expect(first.data!.searchBuildingByLandlordCount).toBe(12);
    expect(first.data!.searchBuildingByLandlord[0]!.status).toBe('PENDING_APPROVAL');
    expect((await run<Page>(SEARCH, { skip: 10 }, owner)).data!.searchBuildingByLandlord).toHaveLength(2);
    expect((await run<Page>(SEARCH, { first: 100 }, owner)).data!.searchBuildingByLandlord).toHaveLength(12);

    const found = await run<Page>(SEARCH, { search: 'harbour' }, owner);
    expect(found.data).toMatchObject({
      searchBuildingByLandlord: [{ title: 'Harbour View', status: 'PENDING_APPROVAL' }],
      searchBuildingByLandlordCount: 1,
    });
    const byAddress = await run<Page>(SEARCH, { search: 'King St' }, owner);
    expect(byAddress.data!.searchBuildingByLandlordCount).toBe(12);
    const none = await run<Page>(SEARCH, { search: '100%' }, owner);
    expect(none.data!.searchBuildingByLandlordCount).toBe(0);
  });
});
