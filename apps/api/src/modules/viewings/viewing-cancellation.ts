import { isPubliclyVisible, type ListingStateFlags } from '@rentals/domain/listings/states';
import { HOLDING_VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import type { ViewingSystemCancelReason } from '@rentals/domain/viewings/system-messages';
import { transition } from '@rentals/domain/viewings/transitions';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MessageRow } from '../../db/schema/messaging';
import { viewings } from '../../db/schema/viewings';
import { enqueueViewingEmails } from './viewing-emails.service';
import { postViewingNotice } from './viewing-messages';
import { viewingListing } from './viewing-listing';
import { planViewingReminders } from './viewing-reminders.service';

/*
 * The product cancels viewings itself when what they are for goes away: the listing is rented or
 * hidden, an open house is removed. Each goes through transition() as the SYSTEM actor and posts
 * its message, in the caller's transaction; the caller announces the messages once committed.
 * Each renter is e-mailed the cancellation and its reason (the landlord's side made the change
 * that caused it, so it is not told).
 */

/** Cancels the future viewings matching `which` that still hold a place; answers their messages. */
async function cancelFutureViewings(
  tx: Db,
  listingId: string,
  which: SQL,
  reasonKey: ViewingSystemCancelReason,
  now = new Date(),
): Promise<MessageRow[]> {
  const due = await tx
    .select()
    .from(viewings)
    .where(
      and(
        eq(viewings.listingId, listingId),
        which,
        inArray(viewings.status, [...HOLDING_VIEWING_STATUSES]),
        gt(viewings.startsAt, now),
      ),
    )
    .for('update');
  if (!due.length) return [];
  const { zone } = await viewingListing(tx, listingId);
  const messages: MessageRow[] = [];
  for (const viewing of due) {
    const outcome = transition(viewing.status, 'CANCEL', 'SYSTEM', {
      now,
      startsAt: viewing.startsAt,
      reason: reasonKey,
    });
    if (!outcome.ok) continue;
    const [updated] = await tx
      .update(viewings)
      .set({
        status: outcome.status,
        cancelledBy: 'SYSTEM',
        cancelReason: reasonKey,
        proposedStartsAt: null,
        proposedEndsAt: null,
        proposedBy: null,
        icsSequence: outcome.bumpsSequence ? sql`${viewings.icsSequence} + 1` : viewings.icsSequence,
      })
      .where(eq(viewings.id, viewing.id))
      .returning();
    const notice = await postViewingNotice(tx, {
      roomId: viewing.roomId,
      key: outcome.systemMessage,
      at: viewing.startsAt,
      zone,
      reasonKey,
      actorId: null,
    });
    messages.push(notice);
    await planViewingReminders(tx, updated!, now);
    await enqueueViewingEmails(
      tx,
      {
        viewingId: viewing.id,
        kind: outcome.email,
        event: outcome.systemMessage,
        to: ['RENTER'],
        calendar: viewing.confirmedAt ? outcome.calendar : null,
        startsAt: viewing.startsAt,
        endsAt: viewing.endsAt,
        sequence: updated!.icsSequence,
        reasonKey,
      },
      notice.id,
    );
  }
  return messages;
}

/**
 * A listing the public can no longer see (marked rented, made unavailable, hidden, rejected):
 * its future viewings are cancelled. Called by every listing change with the listing as it now is.
 */
export function cancelViewingsIfHidden(
  tx: Db,
  listing: ListingStateFlags & { id: string },
): Promise<MessageRow[]> {
  if (isPubliclyVisible(listing)) return Promise.resolve([]);
  return cancelFutureViewings(tx, listing.id, sql`true`, 'LISTING_UNAVAILABLE');
}

/** An open house removed: the viewings booked into it are cancelled. */
export const cancelOpenHouseViewings = (tx: Db, listingId: string, openHouseId: string) =>
  cancelFutureViewings(tx, listingId, eq(viewings.openHouseId, openHouseId), 'OPEN_HOUSE_REMOVED');
