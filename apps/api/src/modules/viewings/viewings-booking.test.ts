import { UPCOMING_VIEWINGS_PER_LISTING_MAX } from '@rentals/domain/viewings/limits';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { bookings } from '../../db/schema/messaging';
import { viewings } from '../../db/schema/viewings';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { book, listingOfferingViewings, localTime, roomTexts, SLOTS, ZONE } from './test-viewings';

/* Booking viewings (issue 17): free slots, instant and request mode, each refusal, the last place. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const renter = () => api.factories.user({ userType: 'RENTER' });

describe('viewingSlots', () => {
  it("lists free times in the listing's zone, without the full ones", async () => {
    const listing = await listingOfferingViewings(api, { capacityPerSlot: 1 });
    const range = { from: localTime(2, '00:00'), to: localTime(3, '00:00') };
    const before = await api.execute<{
      viewingSlots: { zone: string; slots: { startsAt: string; remaining: number }[] };
    }>(SLOTS, { listingId: listing.listingId, ...range });
    expect(before.data?.viewingSlots.zone).toBe(ZONE);
    expect(before.data?.viewingSlots.slots).toHaveLength(16);
    expect(before.data?.viewingSlots.slots[0]).toMatchObject({
      startsAt: localTime(2, '09:00'),
      remaining: 1,
    });
    await book(api, await renter(), listing.listingId, [localTime(2, '09:00')]);
    const after = await api.execute<{ viewingSlots: { slots: { startsAt: string }[] } }>(SLOTS, {
      listingId: listing.listingId,
      ...range,
    });
    expect(after.data?.viewingSlots.slots.map((s) => s.startsAt)).not.toContain(localTime(2, '09:00'));
  });

  it('answers LISTING_NOT_FOUND for a hidden listing, and a coded error for a bad range', async () => {
    const listing = await listingOfferingViewings(api);
    const range = { from: localTime(2, '00:00'), to: localTime(3, '00:00') };
    const reversed = await api.execute(SLOTS, {
      listingId: listing.listingId,
      from: range.to,
      to: range.from,
    });
    expect(errorCodes(reversed)).toEqual(['VALIDATION_FAILED']);
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.listingId));
    expect(errorCodes(await api.execute(SLOTS, { listingId: listing.listingId, ...range }))).toEqual([
      'LISTING_NOT_FOUND',
    ]);
  });
});

describe('bookViewing', () => {
  it('confirms at once in instant mode, opening the conversation with a system message', async () => {
    const listing = await listingOfferingViewings(api);
    const who = await renter();
    const response = await book(api, who, listing.listingId, [localTime(2, '10:00')], {
      message: 'See you!',
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.bookViewing).toMatchObject({
      status: 'CONFIRMED',
      startsAt: localTime(2, '10:00'),
      endsAt: localTime(2, '10:30'),
      zone: ZONE,
      actions: ['PROPOSE_RESCHEDULE', 'CANCEL'],
    });
    const texts = await roomTexts(api, listing.landlord, response.data!.bookViewing.room);
    expect(texts.map((m) => m.type)).toEqual(['TEXT', 'SYSTEM']);
    expect(texts[1]!.text).toMatch(/^Viewing booked for .* at 10:00 a\.m\. E[SD]T\.$/);
    const fr = await roomTexts(api, who, response.data!.bookViewing.room, 'fr');
    expect(fr[1]!.text).toMatch(/^Visite réservée pour le .* à 10 h 00 H[NA]E\.$/);
  });

  it('reuses the existing conversation and records a request with its proposed times', async () => {
    const listing = await listingOfferingViewings(api, { mode: 'REQUEST' });
    const who = await renter();
    const times = [localTime(3, '11:00'), localTime(4, '14:30')];
    const first = await book(api, who, listing.listingId, times);
    expect(first.data?.bookViewing).toMatchObject({
      status: 'REQUESTED',
      startsAt: times[0],
      proposedTimes: times,
    });
    await book(api, who, listing.listingId, [localTime(5, '09:00')]);
    const [row] = await api.deps.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.listingId, listing.listingId), eq(bookings.seekerId, who.user.id)));
    expect(row!.n).toBe(1);
  });

  it.each([
    ['VIEWING_IN_PAST', {}, () => localTime(-1, '10:00')],
    ['VIEWING_OUTSIDE_WINDOWS', {}, () => localTime(2, '08:00')],
    ['VIEWING_OUTSIDE_WINDOWS', {}, () => localTime(2, '10:10')],
    ['VIEWING_TOO_SOON', { minNoticeHours: 168 }, () => localTime(2, '10:00')],
    ['VIEWING_TOO_FAR', { horizonDays: 7 }, () => localTime(10, '10:00')],
  ])('refuses with %s, writing nothing', async (code, settings, time) => {
    const listing = await listingOfferingViewings(api, settings);
    const response = await book(api, await renter(), listing.listingId, [time()]);
    expect(errorCodes(response)).toEqual([code]);
    expect(response.errors?.[0]?.message).not.toMatch(/\{/);
    const [n] = await api.deps.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.listingId, listing.listingId));
    expect(n!.n).toBe(0);
  });

  it('refuses a full slot (VIEWING_FULL) and a renter over the per-listing limit', async () => {
    const listing = await listingOfferingViewings(api);
    const time = localTime(2, '13:00');
    await book(api, await renter(), listing.listingId, [time]);
    expect(errorCodes(await book(api, await renter(), listing.listingId, [time]))).toEqual(['VIEWING_FULL']);
    const who = await renter();
    for (let i = 0; i < UPCOMING_VIEWINGS_PER_LISTING_MAX; i++)
      expect((await book(api, who, listing.listingId, [localTime(3 + i, '10:00')])).errors).toBeUndefined();
    const over = await book(api, who, listing.listingId, [localTime(6, '10:00')]);
    expect(errorCodes(over)).toEqual(['VIEWING_LIMIT_REACHED']);
    expect(over.errors?.[0]?.message).toContain(String(UPCOMING_VIEWINGS_PER_LISTING_MAX));
  });

  it('refuses a hidden listing, the own listing, and a listing without viewings', async () => {
    const listing = await listingOfferingViewings(api);
    const time = localTime(2, '10:00');
    expect(errorCodes(await book(api, listing.landlord, listing.listingId, [time]))).toEqual(['OWN_LISTING']);
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.listingId));
    expect(errorCodes(await book(api, await renter(), listing.listingId, [time]))).toEqual([
      'LISTING_NOT_CONTACTABLE',
    ]);
    await api.deps.db.update(listings).set({ isHidden: false }).where(eq(listings.id, listing.listingId));
    await api.deps.db.execute(`delete from viewing_availability where listing_id = '${listing.listingId}'`);
    expect(errorCodes(await book(api, await renter(), listing.listingId, [time]))).toEqual([
      'VIEWINGS_NOT_OFFERED',
    ]);
  });

  it('gives the last places of a slot to exactly as many renters as it takes, all firing at once', async () => {
    const listing = await listingOfferingViewings(api, { capacityPerSlot: 2 });
    const time = localTime(2, '15:00');
    const renters = await Promise.all([1, 2, 3, 4, 5].map(() => renter()));
    const results = await Promise.all(renters.map((r) => book(api, r, listing.listingId, [time])));
    expect(results.filter((r) => r.data?.bookViewing).length).toBe(2);
    expect(results.flatMap(errorCodes).sort()).toEqual(['VIEWING_FULL', 'VIEWING_FULL', 'VIEWING_FULL']);
    const [n] = await api.deps.db
      .select({ n: count() })
      .from(viewings)
      .where(eq(viewings.listingId, listing.listingId));
    expect(n!.n).toBe(2);
  });
});
