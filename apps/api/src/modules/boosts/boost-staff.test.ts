import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { jobs } from '../../db/schema/jobs';
import { listings, units } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { jobHandler } from '../jobs/job-handlers';
import { approvedListingOf } from '../listings/test-listings';
import { PREMIUM_EXPIRY_JOB, premiumExpiryKey, scheduleMissingBoostExpiries } from './boost-window.service';

/* Staff's boosts (/boostListing): premium on and off, extensions, the list, and boosts running out. */

const PREMIUM = `mutation($id: ID!, $on: Boolean!, $name: String) {
  premimumListing(id: $id, isPremium: $on, premiumName: $name) { id isPremium premiumName premiumStart premiumEnd premiumDaysLeft } }`;
const EXTEND = `mutation($id: ID!, $days: Int!) { extendBoost(id: $id, days: $days) { id premiumEnd premiumDaysLeft } }`;
const BOOSTED = `query($first: Int, $skip: Int) {
  boostedListing(first: $first, skip: $skip) { count items { daysLeft premiumEnd listing { id title } } } }`;
const MARK_RENTED = `mutation($id: ID!, $data: MarkListingRentedInput!) {
  markListingRented(where: { id: $id }, data: $data) { id isPremium } }`;

const DAY = 86_400_000;
let api: TestApi;
let admin: CreatedUser;
let boostStaff: CreatedUser;
let viewOnly: CreatedUser;
let landlord: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  boostStaff = await api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [{ module: 'boostListings', add: false, edit: true, delete: false, view: true }],
  });
  viewOnly = await api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [{ module: 'boostListings', add: false, edit: false, delete: false, view: true }],
  });
  landlord = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

type Premium = {
  id: string;
  isPremium: boolean;
  premiumName: string;
  premiumEnd: string;
  premiumDaysLeft: number;
};
const boost = async (by: CreatedUser, id: string, name?: string) => {
  const r = await api.execute<{ premimumListing: Premium }>(
    PREMIUM,
    { id, on: true, name },
    { token: by.token },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.premimumListing;
};
const expiryJob = (listingId: string) =>
  api.deps.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, premiumExpiryKey(listingId)))
    .then((rows) => rows[0]);
const searchPremiumEnd = (listingId: string) =>
  api.deps.db
    .select({ end: units.searchPremiumEnd })
    .from(units)
    .where(eq(units.listingId, listingId))
    .then((rows) => rows.map((r) => r.end?.getTime() ?? null));

describe('staff make a listing premium', () => {
  it('boosts it for the boost days, schedules its end and shows it to search', async () => {
    const listing = await approvedListingOf(api, landlord);
    const before = Date.now();
    const boosted = await boost(boostStaff, listing.id);
    expect(boosted).toMatchObject({ isPremium: true, premiumName: 'Listing boosts', premiumDaysLeft: 7 });
    const end = new Date(boosted.premiumEnd).getTime();
    expect(end - before).toBeGreaterThanOrEqual(7 * DAY);
    expect(await expiryJob(listing.id)).toMatchObject({ kind: PREMIUM_EXPIRY_JOB, doneAt: null });
    expect((await expiryJob(listing.id))!.runAt.getTime()).toBe(end);
    expect(await searchPremiumEnd(listing.id)).toEqual([end]);
    const [audit] = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, listing.id), eq(auditLog.action, 'listing.premium')));
    expect(audit).toMatchObject({ actorId: boostStaff.user.id });
  });

  it('ends it now: no longer premium, its job cancelled, search ordering back to normal', async () => {
    const listing = await approvedListingOf(api, landlord);
    await boost(admin, listing.id, 'Spring special');
    const r = await api.execute<{ premimumListing: Premium }>(
      PREMIUM,
      { id: listing.id, on: false },
      { token: boostStaff.token },
    );
    expect(r.data!.premimumListing).toMatchObject({ isPremium: false, premiumDaysLeft: 0 });
    expect(await expiryJob(listing.id)).toMatchObject({ outcome: 'CANCELLED' });
    expect(await searchPremiumEnd(listing.id)).toEqual([null]);
  });

  it('extends a running boost and moves its end job; a listing not boosted cannot be extended', async () => {
    const listing = await approvedListingOf(api, landlord);
    const first = await boost(boostStaff, listing.id);
    const r = await api.execute<{ extendBoost: Premium }>(
      EXTEND,
      { id: listing.id, days: 3 },
      { token: boostStaff.token },
    );
    const end = new Date(r.data!.extendBoost.premiumEnd).getTime();
    expect(end - new Date(first.premiumEnd).getTime()).toBe(3 * DAY);
    expect(r.data!.extendBoost.premiumDaysLeft).toBe(10);
    expect((await expiryJob(listing.id))!.runAt.getTime()).toBe(end);
    expect(await searchPremiumEnd(listing.id)).toEqual([end]);

    const plain = await approvedListingOf(api, landlord);
    const refused = await api.execute(EXTEND, { id: plain.id, days: 3 }, { token: admin.token });
    expect(errorCodes(refused)).toEqual(['LISTING_NOT_BOOSTED']);
    const tooLong = await api.execute(EXTEND, { id: listing.id, days: 91 }, { token: admin.token });
    expect(errorCodes(tooLong)).toEqual(['PREMIUM_SETTING_INVALID']);
    expect(tooLong.errors![0]!.message).toBe('Enter a whole number from 1 to 90.');
  });

  it('lists boosted listings, latest first, 10 a page, for staff who may view boosts', async () => {
    const own = await api.factories.user({ userType: 'LANDLORD' });
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await approvedListingOf(api, own)).id);
    for (const id of ids) await boost(admin, id);
    const page = await api.execute<{
      boostedListing: { count: number; items: { daysLeft: number; listing: { id: string } }[] };
    }>(BOOSTED, { first: 10, skip: 0 }, { token: viewOnly.token });
    expect(page.errors).toBeUndefined();
    const { count, items } = page.data!.boostedListing;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items.slice(0, 2).map((i) => i.listing.id)).toEqual([ids[1], ids[0]]);
    expect(items[0]!.daysLeft).toBe(7);
    const refused = await api.execute(PREMIUM, { id: ids[0], on: false }, { token: viewOnly.token });
    expect(errorCodes(refused)).toEqual(['NO_ACCESS']);
  });
});

describe('a boost runs out', () => {
  it('ends once when two API processes run its job at the same time', async () => {
    const listing = await approvedListingOf(api, landlord);
    await boost(admin, listing.id);
    const past = new Date(Date.now() - 1000);
    await api.deps.db.update(listings).set({ premiumEnd: past }).where(eq(listings.id, listing.id));
    const handler = jobHandler(PREMIUM_EXPIRY_JOB)!;
    const second = await createTestApi({ database: api.database });
    try {
      const now = new Date();
      await Promise.all([
        handler(api.deps, { listingId: listing.id }, now),
        handler(second.deps, { listingId: listing.id }, now),
      ]);
    } finally {
      await second.close();
    }
    const [row] = await api.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ isPremium: false });
    const ended = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, listing.id), eq(auditLog.action, 'listing.boost-ended')));
    expect(ended).toHaveLength(1);
    expect(await searchPremiumEnd(listing.id)).toEqual([null]);
  });

  it('leaves a boost that was extended past the job’s time running', async () => {
    const listing = await approvedListingOf(api, landlord);
    await boost(admin, listing.id);
    await jobHandler(PREMIUM_EXPIRY_JOB)!(api.deps, { listingId: listing.id }, new Date());
    const [row] = await api.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.isPremium).toBe(true);
  });

  it('ends when the owner marks the listing rented, and its end job is cancelled', async () => {
    const listing = await approvedListingOf(api, landlord);
    await boost(admin, listing.id);
    const r = await api.execute<{ markListingRented: { isPremium: boolean } }>(
      MARK_RENTED,
      { id: listing.id, data: { signedLeaseDate: '2026-02-27', rentedPrice: 2100, disableListing: '0' } },
      { token: landlord.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.markListingRented.isPremium).toBe(false);
    expect(await expiryJob(listing.id)).toMatchObject({ outcome: 'CANCELLED' });
  });

  it('gets its end job at start-up when it was written without one (the demo’s boosts)', async () => {
    const listing = await approvedListingOf(api, landlord);
    const end = new Date(Date.now() + 2 * DAY);
    await api.deps.db
      .update(listings)
      .set({ isPremium: true, premiumName: 'Listing boosts', premiumStart: new Date(), premiumEnd: end })
      .where(eq(listings.id, listing.id));
    const boosted = await approvedListingOf(api, landlord);
    const staffEnd = new Date((await boost(admin, boosted.id)).premiumEnd).getTime();
    await scheduleMissingBoostExpiries(api.deps.db);
    expect((await expiryJob(listing.id))!.runAt.getTime()).toBe(end.getTime());
    expect((await expiryJob(boosted.id))!.runAt.getTime()).toBe(staffEnd);
  });
});
