import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { listings } from '../../db/schema/listings';
import { emailOutbox } from '../../db/schema/mail';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { createListingAs, type ListingResult } from './test-listings';

/* Staff listing administration: the table's queries, the availability toggle, review of requested listings. */

let api: TestApi;
let admin: CreatedUser;
/** Another admin creates the approved listings: staff see 'Available' on listings they do not own. */
let creator: CreatedUser;
let landlord: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  creator = await api.factories.user({ userType: 'ADMIN' });
  landlord = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
  api.execute<T>(query, variables, { token: admin.token });

const isPublic = async (id: string) =>
  !errorCodes(await api.execute('query($id: ID!) { listing(id: $id) { id } }', { id })).length;

const UNAVAILABLE = `mutation($id: ID!, $d: UnavailabilityInput!) {
  deactivateSearchListing(where: { id: $id }, data: $d) {
    id status isHidden availablityStatus unavailableMessage rentedPrice signedLeaseDate tuList } }`;

describe('the listings table', () => {
  it('pages every listing, pending ones too, newest first, and searches owners by e-mail', async () => {
    const first = await createListingAs(api, creator, { title: 'Staff Tower' });
    const pending = await createListingAs(api, landlord, { title: 'Landlord Loft' });
    const page = await asAdmin<{
      adminAccessListing: { id: string; status: string }[];
      adminTotalListing: number;
    }>('{ adminAccessListing(first: 2) { id status } adminTotalListing }');
    expect(page.data!.adminAccessListing.map((l) => l.id)).toEqual([pending.id, first.id]);
    expect(page.data!.adminAccessListing.map((l) => l.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect(page.data!.adminTotalListing).toBeGreaterThanOrEqual(2);

    const found = await asAdmin<{ searchBuilding: { id: string }[]; listingSearchCount: number }>(
      'query($s: String) { searchBuilding(search: $s, take: 10) { id } listingSearchCount(search: $s) }',
      { s: landlord.user.email.toUpperCase() },
    );
    expect(found.data).toEqual({ searchBuilding: [{ id: pending.id }], listingSearchCount: 1 });
    const literal = await asAdmin('{ listingSearchCount(search: "%") }');
    expect(literal.data).toEqual({ listingSearchCount: 0 });
  });
});

describe('the availability toggle', () => {
  let listing: ListingResult;
  beforeAll(async () => {
    listing = await createListingAs(api, creator, { title: 'Toggle House' });
  });

  it('stores the two steps of Mark Listing as Unavailable and hides the listing from the public', async () => {
    const r = await asAdmin(UNAVAILABLE, {
      id: listing.id,
      d: {
        availablityStatus: 'RENTED_ELSEWHERE',
        rentedPrice: 2100.5,
        date: '2026-10-01',
        tuList: 'REFERRAL',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.deactivateSearchListing).toMatchObject({
      status: 'UNAVAILABLE',
      isHidden: true,
      availablityStatus: 'RENTED_ELSEWHERE',
      rentedPrice: 2100.5,
      signedLeaseDate: '2026-10-01',
      tuList: 'REFERRAL',
    });
    expect(await isPublic(listing.id)).toBe(false);
    const [entry] = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, listing.id), eq(auditLog.action, 'listing.unavailable')));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      before: { isHidden: false, availablityStatus: null },
      after: { isHidden: true, availablityStatus: 'RENTED_ELSEWHERE', tuList: 'REFERRAL' },
    });
  });

  it('makes a hidden listing available at once, and shows both actions in its audit trail', async () => {
    const r = await asAdmin(
      'mutation($id: ID!) { activeListing(where: { id: $id }, data: { isHidden: false }) { status isHidden availablityStatus } }',
      {
        id: listing.id,
      },
    );
    expect(r.data!.activeListing).toEqual({ status: 'AVAILABLE', isHidden: false, availablityStatus: null });
    expect(await isPublic(listing.id)).toBe(true);
    const trail = await asAdmin<{ auditTrail: { action: string; actorEmail: string }[] }>(
      'query($id: ID!) { auditTrail(entityType: LISTING, entityId: $id) { action actorEmail } }',
      { id: listing.id },
    );
    expect(trail.data!.auditTrail.map((e) => e.action)).toEqual(['listing.available', 'listing.unavailable']);
  });

  it('refuses an incomplete payload, naming the fields, and changes nothing', async () => {
    const cases = [
      [{ availablityStatus: 'OTHER' }, ['message']],
      [{ availablityStatus: 'RENTED_ON_PRODUCT' }, ['rentedPrice', 'date']],
      [{ availablityStatus: 'NOT_RENTED', date: '2999-01-01' }, ['date']],
      [{ availablityStatus: 'RENTED_ELSEWHERE', rentedPrice: 200001, date: '2026-01-01' }, ['rentedPrice']],
    ] as const;
    for (const [d, paths] of cases) {
      const r = await asAdmin(UNAVAILABLE, { id: listing.id, d });
      expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
      const fields = (r.errors![0]!.extensions!.fields as { path: string }[]).map((f) => f.path);
      expect(fields).toEqual(paths);
    }
    const [row] = await api.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.isHidden).toBe(false);
  });

  it("refuses staff without listings edit with 'You don't have an access' (en, fr), changing nothing", async () => {
    const viewOnly = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'listings', add: false, edit: false, delete: false, view: true }],
    });
    const hidden = await createListingAs(api, creator, { title: 'Hidden Refusal' });
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, hidden.id));

    const activate = 'mutation($id: ID!) { activeListing(where: { id: $id }) { id } }';
    const en = await api.execute(activate, { id: hidden.id }, { token: viewOnly.token });
    expect(errorCodes(en)).toEqual(['NO_EDIT_ACCESS']);
    expect(en.errors![0]!.message).toBe("You don't have an access");
    const fr = await api.execute(
      activate,
      { id: hidden.id },
      { token: viewOnly.token, headers: { 'x-locale': 'fr' } },
    );
    expect(fr.errors![0]!.message).toBe("Vous n'avez pas d'accès");
    // The refusal comes before the payload is read: an empty reason is not a validation error here.
    const deactivate = await api.execute(
      UNAVAILABLE,
      { id: listing.id, d: { availablityStatus: 'OTHER' } },
      { token: viewOnly.token },
    );
    expect(errorCodes(deactivate)).toEqual(['NO_EDIT_ACCESS']);

    const rows = await api.deps.db.select().from(listings).where(eq(listings.id, hidden.id));
    expect(rows[0]!.isHidden).toBe(true);
    const [still] = await api.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(still!.isHidden).toBe(false);
    // Elsewhere a missing flag keeps the generic wording: the listings table needs view.
    const none = await api.factories.user({ userType: 'SUB_ADMIN' });
    const table = await api.execute('{ adminTotalListing }', {}, { token: none.token });
    expect(table.errors![0]!.message).toBe("You don't have an Access");
  });
});

describe('requested listings', () => {
  const COUNT = '{ requestLisitngCount { count } }';

  it("lists a landlord's new listing until it is approved, then the public finds it and the owner is told", async () => {
    const before = (await asAdmin<{ requestLisitngCount: { count: number } }>(COUNT)).data!
      .requestLisitngCount.count;
    const pending = await createListingAs(api, landlord, { title: 'Review Me' });
    const requested = await asAdmin<{ requestedListings: { id: string }[] }>(
      '{ requestedListings(first: 100) { id } }',
    );
    expect(requested.data!.requestedListings.map((l) => l.id)).toContain(pending.id);
    expect(
      (await asAdmin<{ requestLisitngCount: { count: number } }>(COUNT)).data!.requestLisitngCount.count,
    ).toBe(before + 1);
    expect(await isPublic(pending.id)).toBe(false);

    const approved = await asAdmin(
      'mutation($id: ID!) { approveListing(where: { id: $id }) { isapproved approvedAt } }',
      {
        id: pending.id,
      },
    );
    expect(approved.data!.approveListing).toMatchObject({ isapproved: true });
    expect(await isPublic(pending.id)).toBe(true);
    expect(
      (await asAdmin<{ requestLisitngCount: { count: number } }>(COUNT)).data!.requestLisitngCount.count,
    ).toBe(before);
    const mails = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, landlord.user.email));
    expect(mails.find((m) => m.template === 'listing-approved')?.subject).toBe(
      'Your listing "Review Me" is approved',
    );

    const again = await asAdmin('mutation($id: ID!) { approveListing(where: { id: $id }) { id } }', {
      id: pending.id,
    });
    expect(errorCodes(again)).toEqual(['LISTING_ALREADY_REVIEWED']);
  });

  it('rejects with a reason the owner receives, and takes the listing off the queue', async () => {
    const pending = await createListingAs(api, landlord, { title: 'Blurry Flat' });
    const empty = await asAdmin(
      'mutation($id: ID!) { rejectListing(where: { id: $id }, reason: "  ") { id } }',
      {
        id: pending.id,
      },
    );
    expect(errorCodes(empty)).toEqual(['VALIDATION_FAILED']);
    const r = await asAdmin(
      'mutation($id: ID!) { rejectListing(where: { id: $id }, reason: "The pictures are blurry.") { isapproved rejectionReason rejectedAt } }',
      { id: pending.id },
    );
    expect(r.data!.rejectListing).toMatchObject({
      isapproved: false,
      rejectionReason: 'The pictures are blurry.',
    });
    const requested = await asAdmin<{ requestedListings: { id: string }[] }>(
      '{ requestedListings(first: 100) { id } }',
    );
    expect(requested.data!.requestedListings.map((l) => l.id)).not.toContain(pending.id);
    const [mail] = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, landlord.user.email), eq(emailOutbox.template, 'listing-rejected')),
      );
    expect(mail!.textBody).toContain('The pictures are blurry.');
    const owner = await api.execute(
      'query($id: ID!) { getSingleBuilding(id: $id) { rejectionReason } }',
      { id: pending.id },
      { token: landlord.token },
    );
    expect(owner.data).toEqual({ getSingleBuilding: { rejectionReason: 'The pictures are blurry.' } });
  });
});

describe('edits around review', () => {
  const EDIT =
    'mutation($id: ID!, $t: String!) { updateListing(where: { id: $id }, data: { title: $t }) { title } }';

  it("records the owner's edits and a staff edit of someone's listing in its audit trail", async () => {
    const listing = await createListingAs(api, landlord, { title: 'Old Name' });
    await api.execute(EDIT, { id: listing.id, t: 'Owner Name' }, { token: landlord.token });
    const r = await asAdmin(EDIT, { id: listing.id, t: 'Staff Name' });
    expect(r.errors).toBeUndefined();
    const entries = await api.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, listing.id))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['listing.edit', landlord.user.id, { title: 'Old Name' }, { title: 'Owner Name' }],
      ['listing.edit', admin.user.id, { title: 'Owner Name' }, { title: 'Staff Name' }],
    ]);
  });

  it('sends a rejected listing back to review when its owner edits it', async () => {
    const listing = await createListingAs(api, landlord, { title: 'Fix Me' });
    await asAdmin(
      'mutation($id: ID!) { rejectListing(where: { id: $id }, reason: "Add pictures.") { id } }',
      {
        id: listing.id,
      },
    );
    await api.execute(EDIT, { id: listing.id, t: 'Fixed' }, { token: landlord.token });
    const requested = await asAdmin<{ requestedListings: { id: string }[] }>(
      '{ requestedListings(first: 100) { id } }',
    );
    expect(requested.data!.requestedListings.map((l) => l.id)).toContain(listing.id);
  });

  it('keeps a record of a staff deletion after the listing is gone', async () => {
    const listing = await createListingAs(api, landlord, { title: 'Gone Soon' });
    await asAdmin('mutation($id: ID!) { deleteBuilding(id: $id) }', { id: listing.id });
    const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.entityId, listing.id));
    expect(entry).toMatchObject({
      action: 'listing.delete',
      actorId: admin.user.id,
      before: { title: 'Gone Soon' },
    });
  });
});
