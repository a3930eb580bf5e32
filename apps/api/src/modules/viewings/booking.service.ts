import type { BookViewingInput } from '@rentals/domain/viewings/schemas';
import { checkBookable, type Slot } from '@rentals/domain/viewings/slots';
import { initialViewingStatus } from '@rentals/domain/viewings/statuses';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomParticipants, type MessageRow } from '../../db/schema/messaging';
import { viewings } from '../../db/schema/viewings';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { existingBooking, insertConversation } from '../messaging/booking.service';
import { insertMessage } from '../messaging/message.service';
import { slotData } from './slot-data';
import { viewingListing } from './viewing-listing';
import { enqueueViewingEmails } from './viewing-emails.service';
import { announceAll, postViewingNotice } from './viewing-messages';
import { planViewingReminders } from './viewing-reminders.service';
import { viewingView, type ViewingView } from './viewing-views';

/*
 * bookViewing: a renter books a free time (instant mode: CONFIRMED) or requests up to
 * PROPOSED_TIMES_MAX times (request mode: REQUESTED, holding the first until the landlord confirms
 * one). The listing's row is locked for the transaction, so bookings of one listing run one after
 * another and checkBookable always counts the places taken by the one before: two renters after
 * the last place get it once (VIEWING_FULL for the other), on PostgreSQL as on PGlite.
 */

/**
 * The renter's conversation about the listing, opened when there is none (`started`);
 * CONVERSATION_BLOCKED if blocked.
 */
async function conversationOf(tx: Db, renterId: string, listing: { id: string; ownerId: string }) {
  const existing = await existingBooking(tx, listing.id, renterId);
  if (!existing) return { ...(await insertConversation(tx, renterId, listing)), started: true };
  const members = await tx
    .select()
    .from(roomParticipants)
    .where(eq(roomParticipants.roomId, existing.roomId));
  if (members.some((m) => m.blockedAt)) throw new AppError('CONVERSATION_BLOCKED');
  return { booking: existing, roomId: existing.roomId, started: false };
}

export async function bookViewing(
  deps: AppDeps,
  viewer: Viewer,
  input: BookViewingInput,
): Promise<ViewingView> {
  const now = new Date();
  const { id, messages, listingId, started } = await deps.db.transaction(async (tx: Db) => {
    const listing = await viewingListing(tx, input.listing, true);
    if (!listing.visible) throw new AppError('LISTING_NOT_CONTACTABLE');
    if (listing.ownerId === viewer.id) throw new AppError('OWN_LISTING');
    const data = await slotData(tx, listing.id, listing.zone, now);
    if (!data.offered) throw new AppError('VIEWINGS_NOT_OFFERED');
    const status = initialViewingStatus(data.settings.mode);
    // Instant mode books the renter's first choice; a request offers the landlord all of them.
    const times = status === 'CONFIRMED' ? input.proposedTimes.slice(0, 1) : input.proposedTimes;
    const slots: Slot[] = times.map((startsAt) => {
      const result = checkBookable(data.settings, data.openHouses, listing.zone, data.bookings, now, {
        startsAt,
        kind: input.kind,
        renterId: viewer.id,
      });
      if (!result.ok) throw new AppError(result.code, result.params);
      return result.slot;
    });
    const slot = slots[0]!;
    const { booking, roomId, started } = await conversationOf(tx, viewer.id, listing);
    const written: MessageRow[] = [];
    if (input.message)
      written.push(
        await insertMessage(tx, viewer, { room: roomId, text: input.message, type: 'TEXT' }, false),
      );
    const [viewing] = await tx
      .insert(viewings)
      .values({
        listingId: listing.id,
        bookingId: booking.id,
        roomId,
        renterId: viewer.id,
        kind: slot.kind,
        openHouseId: slot.openHouseId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        status,
        proposedTimes: status === 'REQUESTED' ? slots.map((s) => s.startsAt) : [],
        confirmedAt: status === 'CONFIRMED' ? now : null,
      })
      .returning();
    const booked = status === 'CONFIRMED';
    const event = booked ? 'VIEWING_BOOKED' : 'VIEWING_REQUESTED';
    const notice = await postViewingNotice(tx, {
      roomId,
      key: event,
      at: slot.startsAt,
      zone: listing.zone,
      actorId: viewer.id,
      after: written[0],
    });
    written.push(notice);
    await planViewingReminders(tx, viewing!, now);
    // The landlord's side hears of it; a viewing booked at once is also confirmed to the renter,
    // and both get the calendar invitation.
    const mail = {
      viewingId: viewing!.id,
      event,
      calendar: booked ? ('REQUEST' as const) : null,
      startsAt: viewing!.startsAt,
      endsAt: viewing!.endsAt,
      sequence: viewing!.icsSequence,
      proposedTimes: viewing!.proposedTimes,
    } as const;
    await enqueueViewingEmails(tx, { ...mail, kind: 'VIEWING_REQUESTED', to: ['LANDLORD'] }, notice.id);
    if (booked)
      await enqueueViewingEmails(tx, { ...mail, kind: 'VIEWING_CONFIRMED', to: ['RENTER'] }, notice.id);
    return { id: viewing!.id, messages: written, listingId: listing.id, started };
  });
  // Counted once committed: a booked or requested viewing, and the conversation it opened.
  deps.listingStats.counter.add(listingId, 'viewings');
  if (started) deps.listingStats.counter.add(listingId, 'conversations');
  await announceAll(deps, messages);
  return (await viewingView(deps.db, id))!;
}
