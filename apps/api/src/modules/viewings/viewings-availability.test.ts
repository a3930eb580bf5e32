import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { viewings } from '../../db/schema/viewings';
import { createSession } from '../auth/session.service';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  book,
  bookedViewing,
  EVERY_DAY,
  listingOfferingViewings,
  localDate,
  localTime,
  roomTexts,
  SET_AVAILABILITY,
  SLOTS,
  VIEWING_FIELDS,
} from './test-viewings';

/* Availability, open houses, agendas, listings taken down, and a booking across a DST change (issue 17). */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const AVAILABILITY = `query($id: ID!) { viewingAvailability(listingId: $id) { configured zone mode windows { weekday }
  openHouses { id startsAt endsAt capacity booked } } }`;
const ADD = `mutation($id: ID!, $data: OpenHouseInput!) { addOpenHouse(listingId: $id, data: $data) { openHouses { id startsAt } } }`;
const REMOVE = 'mutation($id: ID!) { removeOpenHouse(id: $id) { openHouses { id } } }';
const range = () => ({ from: localTime(0, '00:00'), to: localTime(20, '00:00') });

describe('availability', () => {
  it('is saved and read by the owner only, with coded errors for bad settings', async () => {
    const listing = await listingOfferingViewings(api, { mode: 'REQUEST' });
    const read = await api.execute(
      AVAILABILITY,
      { id: listing.listingId },
      { token: listing.landlord.token },
    );
    expect(read.data?.viewingAvailability).toMatchObject({
      configured: true,
      zone: 'America/Toronto',
      mode: 'REQUEST',
    });
    const other = await api.factories.user({ userType: 'LANDLORD' });
    const data = { windows: EVERY_DAY };
    expect(
      errorCodes(
        await api.execute(SET_AVAILABILITY, { listingId: listing.listingId, data }, { token: other.token }),
      ),
    ).toEqual(['NO_ACCESS']);
    const bad = await api.execute(
      SET_AVAILABILITY,
      {
        listingId: listing.listingId,
        data: { windows: [{ weekday: 'MON', start: '10:00', end: '09:00' }], showingType: 'VIRTUAL' },
      },
      { token: listing.landlord.token },
    );
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
    const fields = (bad.errors?.[0]?.extensions?.fields as { path: string }[]).map((f) => f.path);
    expect(fields).toEqual(expect.arrayContaining(['windows.0.end', 'meetingLink']));
  });
});

describe('open houses', () => {
  it('are added in the future without overlap, booked, and their viewings cancelled when removed', async () => {
    const listing = await listingOfferingViewings(api, { windows: [] });
    const token = { token: listing.landlord.token };
    const house = { date: localDate(4), start: '13:00', end: '15:00', capacity: 2 };
    const added = await api.execute<{ addOpenHouse: { openHouses: { id: string; startsAt: string }[] } }>(
      ADD,
      { id: listing.listingId, data: house },
      token,
    );
    const [openHouse] = added.data!.addOpenHouse.openHouses;
    expect(openHouse!.startsAt).toBe(localTime(4, '13:00'));
    expect(
      errorCodes(
        await api.execute(
          ADD,
          { id: listing.listingId, data: { ...house, start: '14:00', end: '16:00' } },
          token,
        ),
      ),
    ).toEqual(['VALIDATION_FAILED']);
    expect(
      errorCodes(
        await api.execute(ADD, { id: listing.listingId, data: { ...house, date: localDate(-1) } }, token),
      ),
    ).toEqual(['VIEWING_IN_PAST']);
    const renter = await api.factories.user({ userType: 'RENTER' });
    const booked = await book(api, renter, listing.listingId, [localTime(4, '13:00')], {
      kind: 'OPEN_HOUSE',
    });
    expect(booked.data?.bookViewing).toMatchObject({
      kind: 'OPEN_HOUSE',
      openHouseId: openHouse!.id,
      endsAt: localTime(4, '15:00'),
    });
    const read = await api.execute(AVAILABILITY, { id: listing.listingId }, token);
    expect(read.data?.viewingAvailability).toMatchObject({ openHouses: [{ booked: 1, capacity: 2 }] });

    expect((await api.execute(REMOVE, { id: openHouse!.id }, token)).data).toEqual({
      removeOpenHouse: { openHouses: [] },
    });
    const [row] = await api.deps.db
      .select()
      .from(viewings)
      .where(eq(viewings.id, booked.data!.bookViewing.id));
    expect(row).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM', openHouseId: null });
    const texts = await roomTexts(api, renter, row!.roomId, 'fr');
    expect(texts.at(-1)!.text).toMatch(/a été annulée : le propriétaire a retiré cette visite libre\.$/);
    expect(errorCodes(await api.execute(REMOVE, { id: openHouse!.id }, token))).toEqual([
      'OPEN_HOUSE_NOT_FOUND',
    ]);
  });
});

describe('agendas', () => {
  it("list a renter's upcoming and past viewings, a listing's and a landlord's agenda", async () => {
    const listing = await listingOfferingViewings(api);
    const second = await listingOfferingViewings(api, {}, listing.landlord);
    const { renter, viewing } = await bookedViewing(api, listing, '10:00');
    const old = await bookedViewing(api, second, '11:00', renter);
    await api.deps.db
      .update(viewings)
      .set({ startsAt: sql`now() - interval '2 days'`, endsAt: sql`now() - interval '47 hours'` })
      .where(eq(viewings.id, old.viewing.id));
    const mine = (when: string) =>
      api.execute<{ myViewings: { id: string }[] }>(
        `{ myViewings(when: ${when}) { id } }`,
        {},
        { token: renter.token },
      );
    expect((await mine('UPCOMING')).data?.myViewings).toEqual([{ id: viewing.id }]);
    expect((await mine('PAST')).data?.myViewings).toEqual([{ id: old.viewing.id }]);
    const agenda = await api.execute<{ listingViewings: { id: string; renter: { id: string } }[] }>(
      `query($id: ID!, $from: String!, $to: String!) { listingViewings(listingId: $id, from: $from, to: $to) { ${VIEWING_FIELDS} } }`,
      { id: listing.listingId, ...range() },
      { token: listing.landlord.token },
    );
    expect(agenda.data?.listingViewings).toMatchObject([{ id: viewing.id, renter: { id: renter.user.id } }]);
    const all = await api.execute<{ landlordViewings: { id: string }[] }>(
      'query($from: String!, $to: String!) { landlordViewings(from: $from, to: $to) { id } }',
      { from: localTime(-5, '00:00'), to: localTime(20, '00:00') },
      { token: listing.landlord.token },
    );
    expect(all.data?.landlordViewings.map((v) => v.id)).toEqual([old.viewing.id, viewing.id]);
  });
});

describe('a listing taken down', () => {
  it.each([
    [
      'marked rented by its owner',
      'owner',
      `mutation($id: ID!) { markListingRented(where: { id: $id }, data: { signedLeaseDate: "2026-02-01", rentedPrice: 2000, disableListing: "0" }) { id } }`,
    ],
    [
      'made unavailable by staff',
      'admin',
      'mutation($id: ID!) { deactivateSearchListing(where: { id: $id }, data: { availablityStatus: NOT_RENTED }) { id } }',
    ],
  ])('cancels its future viewings when %s, telling each renter', async (_case, who, mutation) => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing, '10:00');
    const past = await bookedViewing(api, listing, '11:00');
    await api.deps.db
      .update(viewings)
      .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
      .where(eq(viewings.id, past.viewing.id));
    const caller = who === 'owner' ? listing.landlord : await api.factories.user({ userType: 'ADMIN' });
    expect(
      (await api.execute(mutation, { id: listing.listingId }, { token: caller.token })).errors,
    ).toBeUndefined();
    const rows = await api.deps.db.select().from(viewings).where(eq(viewings.listingId, listing.listingId));
    expect(rows.find((r) => r.id === viewing.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'SYSTEM',
      icsSequence: 1,
    });
    expect(rows.find((r) => r.id === past.viewing.id)).toMatchObject({ status: 'CONFIRMED' });
    const texts = await roomTexts(api, renter, viewing.room);
    expect(texts.at(-1)).toEqual({
      type: 'SYSTEM',
      text: expect.stringMatching(/was cancelled: the listing is no longer available\.$/),
    });
  });
});

describe('daylight saving time', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a viewing booked before the November change at its UTC instant and local time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-29T16:00:00Z') });
    const listing = await listingOfferingViewings(api);
    const slots = await api.execute<{ viewingSlots: { slots: { startsAt: string }[] } }>(SLOTS, {
      listingId: listing.listingId,
      from: '2026-10-31T00:00:00-04:00',
      to: '2026-11-03T00:00:00-05:00',
    });
    const starts = slots.data!.viewingSlots.slots.map((s) => s.startsAt);
    // 10:00 local is 14:00 UTC on Saturday (EDT) and 15:00 UTC on Monday (EST).
    expect(starts).toEqual(expect.arrayContaining(['2026-10-31T13:00:00.000Z', '2026-11-02T15:00:00.000Z']));
    const { renter, viewing } = await bookedViewing(api, listing, '10:00');
    expect(viewing.startsAt).toBe('2026-10-31T14:00:00.000Z');
    const after = (await book(api, renter, listing.listingId, ['2026-11-02T10:00:00-05:00'])).data!
      .bookViewing;

    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    // The test session of three days ago has expired: the renter signs in again.
    renter.token = await createSession(api.deps.db, renter.user.id, 3600, 'test');
    const mine = await api.execute<{ myViewings: { startsAt: string }[] }>(
      '{ myViewings(when: UPCOMING) { startsAt } }',
      {},
      { token: renter.token },
    );
    expect(mine.data?.myViewings).toEqual([{ startsAt: '2026-11-02T15:00:00.000Z' }]);
    const [row] = await api.deps.db.select().from(viewings).where(eq(viewings.id, after.id));
    expect(row!.startsAt.toISOString()).toBe('2026-11-02T15:00:00.000Z');
    // Both bookings are in one conversation; the frozen clock gives their messages one time.
    const texts = (await roomTexts(api, renter, after.room)).map((m) => m.text);
    expect(texts).toContain('Viewing booked for Monday, November 2, 2026 at 10:00 a.m. EST.');
    expect(texts).toContain('Viewing booked for Saturday, October 31, 2026 at 10:00 a.m. EDT.');
  });
});
