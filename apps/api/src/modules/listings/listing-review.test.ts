import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { auditLog } from '../../db/schema/admin';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf, storedUploads, validUnit, type ListingResult } from './test-listings';

/*
 * Issue 14: an owner's edit of what the public reads on an approved listing goes back to review,
 * and every edit is in the listing's audit trail; the owner's 'Make available again'.
 */

const UPDATE_LISTING = `mutation($id: ID!, $data: UpdateListingInput!) {
  updateListing(where: { id: $id }, data: $data) { id title status isapproved } }`;
const UPDATE_UNIT = `mutation($id: ID!, $data: UpdateUnitInput!) { updateUnit(where: { id: $id }, data: $data) { id } }`;
const CREATE_UNIT = `mutation($id: ID!, $data: CreateUnitInput!) {
  createUnit(where: { listingId: $id }, data: $data) { id } }`;
const MARK_RENTED = `mutation($id: ID!, $data: MarkListingRentedInput!) {
  markListingRented(where: { id: $id }, data: $data) { id status isHidden } }`;
const RELIST = `mutation($id: ID!) { relistListing(where: { id: $id }) { id status isHidden isapproved } }`;
const UNAVAILABLE = `mutation($id: ID!) { deactivateSearchListing(where: { id: $id },
  data: { availablityStatus: OTHER, message: "Misleading pictures" }) { id } }`;
const REQUESTED = '{ requestedListings(first: 100) { id } }';
const RENTED = { signedLeaseDate: '2026-02-27', rentedPrice: 2100, disableListing: '0' };

let api: TestApi;
let landlord: CreatedUser;
let admin: CreatedUser;
let subAdmin: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  [landlord, admin, subAdmin] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'ADMIN' }),
    api.factories.user({ userType: 'SUB_ADMIN', permissions: DEMO_SUB_ADMIN_PERMISSIONS }),
  ]);
});
afterAll(() => api.close());

const run = <T = Record<string, unknown>>(query: string, variables: object, user: CreatedUser) =>
  api.execute<T>(query, variables as Record<string, unknown>, { token: user.token });

const isPublic = async (id: string) =>
  !errorCodes(await api.execute('query($id: ID!) { listing(id: $id) { id } }', { id })).length;

const isRequested = async (id: string) => {
  const r = await run<{ requestedListings: { id: string }[] }>(REQUESTED, {}, admin);
  return r.data!.requestedListings.some((l) => l.id === id);
};

const ownerStatus = async (id: string) => {
  const r = await run<{ getSingleBuilding: { status: string } }>(
    'query($id: ID!) { getSingleBuilding(id: $id) { status } }',
    { id },
    landlord,
  );
  return r.data!.getSingleBuilding.status;
};

const latestEntry = async (id: string) => {
  const [entry] = await api.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'LISTING'), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return entry;
};

describe("an owner's edit of an approved listing", () => {
  it('goes back to review when the title changes, with the edit in the audit trail', async () => {
    const listing = await approvedListingOf(api, landlord);
    expect(await isPublic(listing.id)).toBe(true);

    const r = await run<{ updateListing: ListingResult }>(
      UPDATE_LISTING,
      { id: listing.id, data: { title: 'Call 555-0100 for a deal' } },
      landlord,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateListing).toMatchObject({ status: 'PENDING_APPROVAL', isapproved: false });
    expect(await isPublic(listing.id)).toBe(false);
    expect(await ownerStatus(listing.id)).toBe('PENDING_APPROVAL');
    expect(await isRequested(listing.id)).toBe(true);
    expect(await latestEntry(listing.id)).toMatchObject({
      action: 'listing.edit',
      actorId: landlord.user.id,
      actorEmail: landlord.user.email,
      before: { title: 'Maple Court', isapproved: true },
      after: { title: 'Call 555-0100 for a deal', isapproved: false },
    });
    // Staff read the entry through the History dialog's query.
    const trail = await run<{ auditTrail: { action: string; actorEmail: string }[] }>(
      'query($id: ID!) { auditTrail(entityType: LISTING, entityId: $id) { action actorEmail } }',
      { id: listing.id },
      admin,
    );
    expect(trail.data!.auditTrail[0]).toEqual({ action: 'listing.edit', actorEmail: landlord.user.email });
  });

  it("goes back to review when a unit's rent changes or a unit is added", async () => {
    const rent = await approvedListingOf(api, landlord);
    const unitId = rent.units[0]!.id;
    expect(
      (await run(UPDATE_UNIT, { id: unitId, data: { monthlyPrice: 1200 } }, landlord)).errors,
    ).toBeUndefined();
    expect(await isPublic(rent.id)).toBe(false);
    expect(await latestEntry(rent.id)).toMatchObject({
      before: { unit: 'Unit 101', 'unit.monthlyPrice': 1850.5, isapproved: true },
      after: { unit: 'Unit 101', 'unit.monthlyPrice': 1200, isapproved: false },
    });

    const added = await approvedListingOf(api, landlord);
    const r = await run(CREATE_UNIT, { id: added.id, data: validUnit({ title: 'Unit 102' }) }, landlord);
    expect(r.errors).toBeUndefined();
    expect(await isRequested(added.id)).toBe(true);
  });

  it('goes back to review for a new picture, not for a new order', async () => {
    const listing = await approvedListingOf(api, landlord);
    const ids = listing.pictures.map((p) => p.fileId);
    await run(UPDATE_LISTING, { id: listing.id, data: { pictures: [...ids].reverse() } }, landlord);
    expect(await isPublic(listing.id)).toBe(true);
    const [added] = await storedUploads(api, landlord, 1);
    await run(UPDATE_LISTING, { id: listing.id, data: { pictures: [...ids, added] } }, landlord);
    expect(await isPublic(listing.id)).toBe(false);
  });

  it('stays approved when only private answers change (lockbox, extra information)', async () => {
    const listing = await approvedListingOf(api, landlord);
    const r = await run<{ updateListing: ListingResult }>(
      UPDATE_LISTING,
      { id: listing.id, data: { lockbox: 'Code 4321', extraInfo: 'Keys with the concierge' } },
      landlord,
    );
    expect(r.data!.updateListing).toMatchObject({ status: 'ACTIVE', isapproved: true });
    expect(await isPublic(listing.id)).toBe(true);
    expect(await latestEntry(listing.id)).toMatchObject({
      actorId: landlord.user.id,
      before: { lockbox: null, extraInfo: null },
      after: { lockbox: 'Code 4321', extraInfo: 'Keys with the concierge' },
    });
  });
});

describe('staff edits (spec/03 §6: admin and sub-admin work is auto approved)', () => {
  it.each([
    ['an admin', () => admin],
    ['a sub-admin', () => subAdmin],
  ])("%s changing an approved listing's title keeps it approved", async (_who, editor) => {
    const listing = await approvedListingOf(api, landlord);
    const r = await run(
      UPDATE_LISTING,
      { id: listing.id, data: { title: 'Maple Court Residences' } },
      editor(),
    );
    expect(r.errors).toBeUndefined();
    expect(await isPublic(listing.id)).toBe(true);
    expect(await isRequested(listing.id)).toBe(false);
    expect(await latestEntry(listing.id)).toMatchObject({
      actorId: editor().user.id,
      before: { title: 'Maple Court' },
      after: { title: 'Maple Court Residences' },
    });
  });
});

describe("'Make available again' (relistListing)", () => {
  it('shows a listing its owner marked rented again, still approved, and records it', async () => {
    const listing = await approvedListingOf(api, landlord);
    await run(MARK_RENTED, { id: listing.id, data: RENTED }, landlord);
    expect(await isPublic(listing.id)).toBe(false);
    expect(await latestEntry(listing.id)).toMatchObject({
      action: 'listing.rented',
      actorId: landlord.user.id,
    });

    const r = await run<{ relistListing: ListingResult }>(RELIST, { id: listing.id }, landlord);
    expect(r.errors).toBeUndefined();
    expect(r.data!.relistListing).toMatchObject({ status: 'ACTIVE', isHidden: false, isapproved: true });
    expect(await isPublic(listing.id)).toBe(true);
    expect(await latestEntry(listing.id)).toMatchObject({
      action: 'listing.available',
      actorId: landlord.user.id,
      before: { isHidden: true },
      after: { isHidden: false },
    });
    const [row] = await api.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    // The rented facts stay for the export.
    expect(row).toMatchObject({ signedLeaseDate: '2026-02-27', rentedPrice: 2100 });
  });

  it('sends an owner re-listing what staff made unavailable to review', async () => {
    const listing = await approvedListingOf(api, landlord);
    await run(UNAVAILABLE, { id: listing.id }, admin);
    const r = await run<{ relistListing: ListingResult }>(RELIST, { id: listing.id }, landlord);
    expect(r.data!.relistListing).toMatchObject({ status: 'PENDING_APPROVAL', isHidden: false });
    expect(await isPublic(listing.id)).toBe(false);
    expect(await isRequested(listing.id)).toBe(true);
  });

  it("is refused on another landlord's listing", async () => {
    const listing = await approvedListingOf(api, landlord);
    const other = await api.factories.user({ userType: 'LANDLORD' });
    expect(errorCodes(await run(RELIST, { id: listing.id }, other))).toEqual(['NO_ACCESS']);
  });
});

describe('the signed lease date of Mark as rented', () => {
  it.each([
    ['2099-01-01', 'notFuture'],
    ['1899-12-31', 'dateBeforeYear'],
  ])('refuses %s with %s, leaving the listing as it was', async (signedLeaseDate, key) => {
    const listing = await approvedListingOf(api, landlord);
    const r = await run(MARK_RENTED, { id: listing.id, data: { ...RENTED, signedLeaseDate } }, landlord);
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    expect(r.errors![0]!.extensions!.fields).toMatchObject([{ path: 'signedLeaseDate', key }]);
    expect(await isPublic(listing.id)).toBe(true);
  });
});
