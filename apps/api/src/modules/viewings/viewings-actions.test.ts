import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewings } from '../../db/schema/viewings';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { sseSubscription } from '../../test/sse';
import {
  act,
  book,
  bookedViewing,
  listingOfferingViewings,
  localTime,
  roomTexts,
  SLOTS,
} from './test-viewings';

/* Changing a viewing (issue 17): each transition, who may make it, and the message it posts. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const stored = async (id: string) =>
  (await api.deps.db.select().from(viewings).where(eq(viewings.id, id)))[0]!;
const lastText = async (reader: Parameters<typeof roomTexts>[1], roomId: string) =>
  (await roomTexts(api, reader, roomId)).at(-1)!.text;

describe('a request', () => {
  it('is confirmed by the landlord at one of the proposed times, and by nobody else', async () => {
    const listing = await listingOfferingViewings(api, { mode: 'REQUEST' });
    const renter = await api.factories.user({ userType: 'RENTER' });
    const times = [localTime(3, '10:00'), localTime(4, '11:00')];
    const { bookViewing: viewing } = (await book(api, renter, listing.listingId, times)).data!;
    expect(errorCodes(await act(api, renter, { viewing: viewing.id, action: 'CONFIRM' }))).toEqual([
      'VIEWING_ACTOR_NOT_ALLOWED',
    ]);
    const notProposed = await act(api, listing.landlord, {
      viewing: viewing.id,
      action: 'CONFIRM',
      startsAt: localTime(5, '10:00'),
    });
    expect(errorCodes(notProposed)).toEqual(['VIEWING_NOT_PROPOSED']);
    const confirmed = await act(api, listing.landlord, {
      viewing: viewing.id,
      action: 'CONFIRM',
      startsAt: times[1],
    });
    expect(confirmed.data?.viewingAction).toMatchObject({ status: 'CONFIRMED', startsAt: times[1] });
    expect(await lastText(renter, viewing.room)).toMatch(
      /^The landlord confirmed the viewing of .* 11:00 a\.m\. /,
    );
    expect((await stored(viewing.id)).icsSequence).toBe(0);
  });

  it('is declined with an optional reason, and then closed', async () => {
    const listing = await listingOfferingViewings(api, { mode: 'REQUEST' });
    const { viewing } = await bookedViewing(api, listing);
    const declined = await act(api, listing.landlord, {
      viewing: viewing.id,
      action: 'DECLINE',
      reason: 'Rented',
    });
    expect(declined.data?.viewingAction).toMatchObject({
      status: 'DECLINED',
      cancelReason: 'Rented',
      cancelledBy: 'LANDLORD',
      actions: [],
    });
    expect(errorCodes(await act(api, listing.landlord, { viewing: viewing.id, action: 'CONFIRM' }))).toEqual([
      'VIEWING_CLOSED',
    ]);
  });
});

describe('a reschedule', () => {
  it('moves the viewing once the other party accepts, freeing the old time and raising the sequence', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing, '10:00');
    const newTime = localTime(3, '14:00');
    const proposed = await act(api, listing.landlord, {
      viewing: viewing.id,
      action: 'PROPOSE_RESCHEDULE',
      startsAt: newTime,
    });
    expect(proposed.data?.viewingAction).toMatchObject({
      status: 'RESCHEDULE_PROPOSED',
      proposedStartsAt: newTime,
      proposedBy: 'LANDLORD',
    });
    expect(await lastText(renter, viewing.room)).toMatch(
      /^A new time was proposed for the viewing: .* 2:00 p\.m\. /,
    );
    // Both times are held while the proposal waits.
    const other = await api.factories.user({ userType: 'RENTER' });
    expect(errorCodes(await book(api, other, listing.listingId, [newTime]))).toEqual(['VIEWING_FULL']);
    expect(
      errorCodes(await act(api, listing.landlord, { viewing: viewing.id, action: 'ACCEPT_RESCHEDULE' })),
    ).toEqual(['VIEWING_OWN_PROPOSAL']);
    const accepted = await act(api, renter, { viewing: viewing.id, action: 'ACCEPT_RESCHEDULE' });
    expect(accepted.data?.viewingAction).toMatchObject({
      status: 'CONFIRMED',
      startsAt: newTime,
      proposedStartsAt: null,
    });
    expect((await stored(viewing.id)).icsSequence).toBe(1);
    expect((await book(api, other, listing.listingId, [localTime(2, '10:00')])).errors).toBeUndefined();
  });

  it('must go to a bookable time', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing);
    const outside = await act(api, renter, {
      viewing: viewing.id,
      action: 'PROPOSE_RESCHEDULE',
      startsAt: localTime(3, '20:00'),
    });
    expect(errorCodes(outside)).toEqual(['VIEWING_OUTSIDE_WINDOWS']);
  });
});

describe('cancelling and closing', () => {
  it('needs a reason, tells the other party live, and raises the sequence', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing);
    expect(errorCodes(await act(api, renter, { viewing: viewing.id, action: 'CANCEL' }))).toEqual([
      'VALIDATION_FAILED',
    ]);
    const live = await sseSubscription(
      api,
      'subscription($roomId: ID!) { roomMessages(roomId: $roomId) { type text } }',
      { roomId: viewing.room },
      listing.landlord.token,
    );
    const cancelled = await act(api, renter, {
      viewing: viewing.id,
      action: 'CANCEL',
      reason: 'Found a place',
    });
    expect(cancelled.data?.viewingAction).toMatchObject({ status: 'CANCELLED', cancelledBy: 'RENTER' });
    const event = (await live.next(2000)) as {
      data?: { roomMessages: { type: string; text: string } };
    } | null;
    await live.close();
    expect(event?.data?.roomMessages).toMatchObject({
      type: 'SYSTEM',
      text: expect.stringMatching(/Reason: Found a place$/),
    });
    expect((await stored(viewing.id)).icsSequence).toBe(1);
  });

  it('is marked done or a no-show by the landlord only once the time has come', async () => {
    const listing = await listingOfferingViewings(api);
    const first = await bookedViewing(api, listing, '10:00');
    const second = await bookedViewing(api, listing, '11:00');
    expect(
      errorCodes(await act(api, listing.landlord, { viewing: first.viewing.id, action: 'COMPLETE' })),
    ).toEqual(['VIEWING_NOT_STARTED']);
    await api.deps.db
      .update(viewings)
      .set({ startsAt: sql`now() - interval '1 hour'`, endsAt: sql`now() - interval '30 minutes'` })
      .where(eq(viewings.listingId, listing.listingId));
    expect(
      errorCodes(await act(api, first.renter, { viewing: first.viewing.id, action: 'COMPLETE' })),
    ).toEqual(['VIEWING_ACTOR_NOT_ALLOWED']);
    const done = await act(api, listing.landlord, { viewing: first.viewing.id, action: 'COMPLETE' });
    expect(done.data?.viewingAction.status).toBe('COMPLETED');
    const noShow = await act(api, listing.landlord, { viewing: second.viewing.id, action: 'MARK_NO_SHOW' });
    expect(noShow.data?.viewingAction.status).toBe('NO_SHOW');
    expect(await lastText(listing.landlord, second.viewing.room)).toMatch(
      /^The renter did not come to the viewing of /,
    );
  });
});

describe('who may change a viewing', () => {
  it('answers VIEWING_NOT_FOUND to another renter or landlord, and lets inbox staff act for the landlord', async () => {
    const listing = await listingOfferingViewings(api);
    const { viewing } = await bookedViewing(api, listing);
    const stranger = await api.factories.user({ userType: 'RENTER' });
    const otherLandlord = await api.factories.user({ userType: 'LANDLORD' });
    for (const user of [stranger, otherLandlord])
      expect(
        errorCodes(await act(api, user, { viewing: viewing.id, action: 'CANCEL', reason: 'x' })),
      ).toEqual(['VIEWING_NOT_FOUND']);
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const cancelled = await act(api, admin, { viewing: viewing.id, action: 'CANCEL', reason: 'Owner asked' });
    expect(cancelled.data?.viewingAction).toMatchObject({ status: 'CANCELLED', cancelledBy: 'STAFF' });
    expect(await lastText(listing.landlord, viewing.room)).toMatch(
      /^The landlord cancelled the viewing of .*Reason: Owner asked$/,
    );
  });

  it('frees the slot of a cancelled viewing', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing, '16:00');
    await act(api, renter, { viewing: viewing.id, action: 'CANCEL', reason: 'Sick' });
    const slots = await api.execute<{ viewingSlots: { slots: { startsAt: string }[] } }>(SLOTS, {
      listingId: listing.listingId,
      from: localTime(2, '15:00'),
      to: localTime(2, '17:00'),
    });
    expect(slots.data?.viewingSlots.slots.map((s) => s.startsAt)).toContain(localTime(2, '16:00'));
  });
});
