import { addDays, statDay } from '@rentals/domain/listings/listing-stats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { listingDailyStats } from '../../db/schema/payments';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { openRoom } from '../messaging/test-rooms';
import { submittedApplication } from '../rental-applications/test-applications';
import { bookedViewing, listingOfferingViewings } from '../viewings/test-viewings';
import { BROWSER, from, RECORD_CONTACT, RECORD_VIEW, storedRows } from './test-stats';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const STATS = `query($id: ID!, $days: Int) { listingStats(id: $id, days: $days) {
  firstDay lastDay days { day views } totals { views impressions contactClicks conversations viewings applications }
  boost { running days firstDay lastDay figures { figure during before ratio } } } }`;
const SEARCH = 'query { searchListings(first: 100) { id } }';

const flush = () => api.deps.listingStats.counter.flush();

async function newListing() {
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  return { landlord, listing: await approvedListingOf(api, landlord) };
}

describe('what is counted', () => {
  it('counts a visitor once per 30 minutes, never the owner, staff or a crawler', async () => {
    const { landlord, listing } = await newListing();
    const renter = await api.factories.user({ userType: 'RENTER' });
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const counted = async (options: Parameters<TestApi['execute']>[2]) =>
      (await api.execute<{ recordListingView: boolean }>(RECORD_VIEW, { id: listing.id }, options)).data
        ?.recordListingView;

    expect(await counted({ headers: from('198.51.100.1') })).toBe(true);
    expect(await counted({ headers: from('198.51.100.1') })).toBe(false);
    expect(await counted({ token: renter.token, headers: from('198.51.100.1') })).toBe(true);
    expect(await counted({ token: renter.token, headers: from('198.51.100.2') })).toBe(false);
    expect(await counted({ token: landlord.token, headers: BROWSER })).toBe(false);
    expect(await counted({ token: admin.token, headers: BROWSER })).toBe(false);
    expect(
      await counted({
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
          'x-forwarded-for': '198.51.100.9',
        },
      }),
    ).toBe(false);
    expect(await counted({ headers: { 'x-forwarded-for': '198.51.100.10' } })).toBe(false);
    await flush();
    expect((await storedRows(api, listing.id))[0]?.views).toBe(2);
  });

  it('does not count a hidden listing or an unknown id', async () => {
    const { listing } = await newListing();
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.id));
    for (const id of [listing.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const r = await api.execute(RECORD_VIEW, { id }, { headers: from('198.51.100.20') });
      expect(r.data).toEqual({ recordListingView: false });
    }
  });

  it("counts contact clicks, and search impressions once per visitor, not the searcher's own listings", async () => {
    const { landlord, listing } = await newListing();
    await api.execute(RECORD_CONTACT, { id: listing.id }, { headers: from('198.51.100.30') });
    await api.execute(SEARCH, {}, { headers: from('198.51.100.31') });
    await api.execute(SEARCH, {}, { headers: from('198.51.100.32') });
    // The same visitor's second search (the map's, or a page back) shows the listing again: not counted.
    await api.execute(SEARCH, {}, { headers: from('198.51.100.32') });
    await api.execute(SEARCH, {}, { token: landlord.token, headers: BROWSER });
    await flush();
    expect((await storedRows(api, listing.id))[0]).toMatchObject({ contactClicks: 1, impressions: 2 });
  });

  it('counts conversations, viewings and applications where they are written', async () => {
    const room = await openRoom(api);
    const viewing = await listingOfferingViewings(api);
    await bookedViewing(api, viewing);
    const applied = await submittedApplication(api);
    await flush();
    expect((await storedRows(api, room.listingId))[0]).toMatchObject({ conversations: 1 });
    expect((await storedRows(api, viewing.listingId))[0]).toMatchObject({ conversations: 1, viewings: 1 });
    expect((await storedRows(api, applied.listingId))[0]).toMatchObject({ applications: 1 });
  });
});

describe('listingStats', () => {
  it('answers the owner every day of the last 30, zeros included, with totals', async () => {
    const { landlord, listing } = await newListing();
    const today = statDay(new Date());
    await api.deps.db.insert(listingDailyStats).values([
      { listingId: listing.id, day: today, views: 3, impressions: 10 },
      { listingId: listing.id, day: addDays(today, -29), views: 2 },
      // Outside the 30 days: not in the series nor the totals.
      { listingId: listing.id, day: addDays(today, -30), views: 100 },
    ]);
    const r = await api.execute<{
      listingStats: { days: { day: string; views: number }[]; totals: Record<string, number>; boost: null };
    }>(STATS, { id: listing.id }, { token: landlord.token });
    const stats = r.data!.listingStats;
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ day: addDays(today, -29), views: 2 });
    expect(stats.days[29]).toEqual({ day: today, views: 3 });
    expect(stats.days.filter((d) => d.views === 0)).toHaveLength(28);
    expect(stats.totals).toMatchObject({ views: 5, impressions: 10, contactClicks: 0 });
    expect(stats.boost).toBeNull();
  });

  it("sets a boost's days against as many days before it", async () => {
    const { landlord, listing } = await newListing();
    const now = Date.now();
    const start = new Date(now - 2 * 86_400_000);
    await api.deps.db
      .update(listings)
      .set({ isPremium: true, premiumStart: start, premiumEnd: new Date(start.getTime() + 7 * 86_400_000) })
      .where(eq(listings.id, listing.id));
    const first = statDay(start);
    await api.deps.db.insert(listingDailyStats).values([
      { listingId: listing.id, day: first, views: 12 },
      { listingId: listing.id, day: addDays(first, 1), views: 12, applications: 1 },
      { listingId: listing.id, day: addDays(first, -1), views: 5 },
      { listingId: listing.id, day: addDays(first, -3), views: 5 },
    ]);
    const r = await api.execute<{
      listingStats: { boost: Record<string, unknown> & { figures: Record<string, unknown>[] } };
    }>(STATS, { id: listing.id, days: 7 }, { token: landlord.token });
    const boost = r.data!.listingStats.boost;
    expect(boost).toMatchObject({ running: true, days: 3, firstDay: first, lastDay: statDay(new Date()) });
    expect(boost.figures[0]).toEqual({ figure: 'VIEWS', during: 24, before: 10, ratio: 2.4 });
    expect(boost.figures.find((f) => f.figure === 'APPLICATIONS')).toEqual({
      figure: 'APPLICATIONS',
      during: 1,
      before: 0,
      ratio: null,
    });
  });

  it('is for the owner and staff who view listings, and refuses bad days', async () => {
    const { listing } = await newListing();
    const other = await api.factories.user({ userType: 'LANDLORD' });
    const subAdmin = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: DEMO_SUB_ADMIN_PERMISSIONS,
    });
    expect(errorCodes(await api.execute(STATS, { id: listing.id }, { token: other.token }))).toEqual([
      'NO_ACCESS',
    ]);
    expect(errorCodes(await api.execute(STATS, { id: listing.id }))).toEqual(['UNAUTHENTICATED']);
    expect((await api.execute(STATS, { id: listing.id }, { token: subAdmin.token })).errors).toBeUndefined();
    expect(
      errorCodes(await api.execute(STATS, { id: listing.id, days: 0 }, { token: subAdmin.token })),
    ).toEqual(['VALIDATION_FAILED']);
    expect(
      errorCodes(
        await api.execute(STATS, { id: '00000000-0000-4000-8000-000000000000' }, { token: subAdmin.token }),
      ),
    ).toEqual(['LISTING_NOT_FOUND']);
  });
});
