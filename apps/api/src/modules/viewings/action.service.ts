import type { ViewingActionInput } from '@rentals/domain/viewings/schemas';
import { checkBookable, type Slot } from '@rentals/domain/viewings/slots';
import { transition, type TransitionOutcome } from '@rentals/domain/viewings/transitions';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../db/sql-helpers';
import { openHouses, viewings, type ViewingRow } from '../../db/schema/viewings';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { slotData } from './slot-data';
import { viewingListing, type ViewingListing } from './viewing-listing';
import { enqueueViewingEmails } from './viewing-emails.service';
import { announceAll, postViewingNotice } from './viewing-messages';
import { planViewingReminders } from './viewing-reminders.service';
import { actorOf, viewingView, type ViewingView } from './viewing-views';

/*
 * viewingAction: a status change of a viewing by its renter, the listing's owner or staff with
 * inbox edit, as transition() allows it. A new time (a landlord confirming another proposed time,
 * a reschedule proposal) must be a bookable slot, checked under the listing's lock like a booking.
 */

type Change = Partial<typeof viewings.$inferInsert>;

/** The slot at `startsAt` for this viewing, or the domain's reason why not. */
async function slotFor(
  tx: Db,
  listing: ViewingListing,
  viewing: ViewingRow,
  startsAt: Date,
  now: Date,
): Promise<Slot> {
  const data = await slotData(tx, listing.id, listing.zone, now);
  const result = checkBookable(data.settings, data.openHouses, listing.zone, data.bookings, now, {
    startsAt,
    kind: viewing.kind,
    renterId: viewing.renterId ?? '',
    viewingId: viewing.id,
  });
  if (!result.ok) throw new AppError(result.code, result.params);
  return result.slot;
}

/** The columns the action changes, and the time its message names. */
async function changeOf(
  tx: Db,
  listing: ViewingListing,
  viewing: ViewingRow,
  input: ViewingActionInput,
  outcome: TransitionOutcome,
  now: Date,
): Promise<{ change: Change; at: Date }> {
  const base: Change = { status: outcome.status };
  const closing = { proposedStartsAt: null, proposedEndsAt: null, proposedBy: null };
  switch (input.action) {
    case 'CONFIRM': {
      const chosen = input.startsAt ?? viewing.startsAt;
      if (!viewing.proposedTimes.some((t) => t.getTime() === chosen.getTime()))
        throw new AppError('VIEWING_NOT_PROPOSED');
      const slot =
        chosen.getTime() === viewing.startsAt.getTime()
          ? null
          : await slotFor(tx, listing, viewing, chosen, now);
      const time = slot
        ? { startsAt: slot.startsAt, endsAt: slot.endsAt, openHouseId: slot.openHouseId }
        : {};
      return { change: { ...base, ...time, confirmedAt: now, remindersSent: [] }, at: chosen };
    }
    case 'PROPOSE_RESCHEDULE': {
      const slot = await slotFor(tx, listing, viewing, input.startsAt!, now);
      const proposal = { proposedStartsAt: slot.startsAt, proposedEndsAt: slot.endsAt };
      return { change: { ...base, ...proposal, proposedBy: outcome.proposedBy }, at: slot.startsAt };
    }
    case 'ACCEPT_RESCHEDULE': {
      const startsAt = viewing.proposedStartsAt!;
      const [house] = viewing.openHouseId
        ? await tx
            .select({ id: openHouses.id })
            .from(openHouses)
            .where(and(eq(openHouses.listingId, listing.id), eq(openHouses.startsAt, startsAt)))
        : [];
      const time = { startsAt, endsAt: viewing.proposedEndsAt!, openHouseId: house?.id ?? null };
      // A new time: its reminders are still to send.
      const reminders = { confirmedAt: now, remindersSent: [] };
      return { change: { ...base, ...time, ...closing, ...reminders }, at: startsAt };
    }
    case 'DECLINE':
    case 'CANCEL':
      return { change: { ...base, ...closing, cancelReason: input.reason ?? null }, at: viewing.startsAt };
    default:
      return { change: base, at: viewing.startsAt };
  }
}

export async function viewingAction(
  deps: AppDeps,
  viewer: Viewer,
  input: ViewingActionInput,
): Promise<ViewingView> {
  const now = new Date();
  if (!UUID.test(input.viewing)) throw new AppError('VIEWING_NOT_FOUND');
  const messages = await deps.db.transaction(async (tx: Db) => {
    const [found] = await tx
      .select({ listingId: viewings.listingId })
      .from(viewings)
      .where(eq(viewings.id, input.viewing));
    if (!found) throw new AppError('VIEWING_NOT_FOUND');
    // The listing first, as bookings lock it, then the viewing.
    const listing = await viewingListing(tx, found.listingId, true);
    const [viewing] = await tx.select().from(viewings).where(eq(viewings.id, input.viewing)).for('update');
    if (!viewing) throw new AppError('VIEWING_NOT_FOUND');
    const actor = actorOf(viewer, { renterId: viewing.renterId, ownerId: listing.ownerId }, 'edit');
    if (!actor) throw new AppError('VIEWING_NOT_FOUND');
    const outcome = transition(viewing.status, input.action, actor, {
      now,
      startsAt: viewing.startsAt,
      proposedBy: viewing.proposedBy,
      proposedStartsAt: viewing.proposedStartsAt,
      newStartsAt: input.startsAt,
      reason: input.reason,
    });
    if (!outcome.ok) throw new AppError(outcome.code);
    const { change, at } = await changeOf(tx, listing, viewing, input, outcome, now);
    const closedBy = input.action === 'CANCEL' || input.action === 'DECLINE' ? { cancelledBy: actor } : {};
    const [updated] = await tx
      .update(viewings)
      .set({
        ...change,
        ...closedBy,
        ...(outcome.bumpsSequence ? { icsSequence: sql`${viewings.icsSequence} + 1` } : {}),
      })
      .where(eq(viewings.id, viewing.id))
      .returning();
    const notice = await postViewingNotice(tx, {
      roomId: viewing.roomId,
      key: outcome.systemMessage,
      at,
      zone: listing.zone,
      reason: input.reason,
      actorId: viewer.id,
    });
    await planViewingReminders(tx, updated!, now);
    const proposal = input.action === 'PROPOSE_RESCHEDULE';
    await enqueueViewingEmails(
      tx,
      {
        viewingId: viewing.id,
        kind: outcome.email,
        event: outcome.systemMessage,
        to: outcome.notify,
        // A viewing never confirmed sent no invitation, so it has none to withdraw.
        calendar: outcome.calendar === 'CANCEL' && !viewing.confirmedAt ? null : outcome.calendar,
        startsAt: proposal ? updated!.proposedStartsAt! : updated!.startsAt,
        endsAt: proposal ? updated!.proposedEndsAt! : updated!.endsAt,
        sequence: updated!.icsSequence,
        reason: input.reason,
      },
      notice.id,
    );
    if (input.action !== 'COMPLETE') return [notice];
    // After the viewing the renter is asked whether they are still interested.
    const followUp = await postViewingNotice(tx, {
      roomId: viewing.roomId,
      key: 'VIEWING_FOLLOW_UP',
      at,
      zone: listing.zone,
      listingId: listing.id,
      actorId: viewer.id,
      after: notice,
    });
    return [notice, followUp];
  });
  await announceAll(deps, messages);
  return (await viewingView(deps.db, input.viewing))!;
}
