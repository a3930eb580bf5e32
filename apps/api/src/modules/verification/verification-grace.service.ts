import { STAFF_USER_TYPES } from '@rentals/domain/users/enums';
import { VERIFICATION_VALID_DAYS } from '@rentals/domain/verification/limits';
import { graceAction, graceStartsAt } from '@rentals/domain/verification/rules';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import {
  verificationGrace,
  verificationHiddenListings,
  verificationRequests,
} from '../../db/schema/verification';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { scheduleAvailabilityCheck } from '../listings/availability-check-job';
import { publiclyVisible } from '../listings/listing-states';
import { hiddenEmail, reminderEmail } from './verification-emails';
import { asLatest, findLatestRequest } from './verification-requests';

/*
 * The grace period (issue 25): a poster not verified within VERIFICATION_GRACE_DAYS of their first
 * public listing is reminded (VERIFICATION_REMINDER_DAYS before the end), then their listings are
 * hidden from search until staff approve them. A sweep job looks every SWEEP_EVERY_MS, so one rule
 * covers every way a listing goes public (created by staff, approved, made visible again).
 *
 * Hiding uses the listings' own is_hidden, which every public read already honours, and records
 * here which listings it hid: approval (decideVerification) unhides those still recorded, as any
 * other hiding of a listing (rented, staff, unconfirmed) removes its record.
 */

export const GRACE_SWEEP_JOB = 'verification-grace-sweep';
/** How often the sweep looks: a reminder or the hiding comes at most this late. */
export const SWEEP_EVERY_MS = 3_600_000;

/** Plans the sweep, once (start-up): a keyed job, so several processes plan one. */
export async function planGraceSweep(db: Db, now = new Date()): Promise<void> {
  await enqueueJob(db, {
    kind: GRACE_SWEEP_JOB,
    key: GRACE_SWEEP_JOB,
    payload: {},
    runAt: now,
    keepEarlier: true,
  });
}

/**
 * Unhides the listings hidden for want of verification, inside the approval's transaction, and
 * starts their availability checks again (a hidden listing is not checked). Only the listings
 * still recorded here: hiding one for another reason forgets it (forgetVerificationHiding).
 */
export async function releaseHiddenListings(tx: Db, userId: string): Promise<void> {
  const released = await tx
    .delete(verificationHiddenListings)
    .where(eq(verificationHiddenListings.userId, userId))
    .returning({ listingId: verificationHiddenListings.listingId });
  if (released.length) {
    const shown = await tx
      .update(listings)
      .set({ isHidden: false })
      .where(
        inArray(
          listings.id,
          released.map((r) => r.listingId),
        ),
      )
      .returning();
    for (const listing of shown) await scheduleAvailabilityCheck(tx, listing);
  }
  await tx.delete(verificationGrace).where(eq(verificationGrace.userId, userId));
}

/** Posters with a public listing and no approval that still counts, with their first posting. */
async function unverifiedPosters(db: Db, now: Date) {
  const validSince = new Date(now.getTime() - VERIFICATION_VALID_DAYS * 86_400_000);
  return db
    .select({
      userId: listings.ownerId,
      firstPostedAt: sql<Date>`min(${listings.postedAt})`.mapWith((v) => new Date(v)),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(
      and(
        isNotNull(listings.postedAt),
        notInArray(users.userType, [...STAFF_USER_TYPES]),
        sql`not exists (select 1 from ${verificationRequests} r where r.user_id = ${listings.ownerId}
              and r.state = 'APPROVED' and r.decided_at > ${validSince.toISOString()}::timestamptz)`,
      ),
    )
    .groupBy(listings.ownerId);
}

/** Hides the poster's public listings and records them; answers how many. */
async function hideListings(tx: Db, userId: string): Promise<number> {
  const hidden = await tx
    .update(listings)
    .set({ isHidden: true })
    .where(and(eq(listings.ownerId, userId), publiclyVisible))
    .returning({ id: listings.id });
  if (hidden.length)
    await tx
      .insert(verificationHiddenListings)
      .values(hidden.map((l) => ({ listingId: l.id, userId })))
      .onConflictDoNothing();
  return hidden.length;
}

/** Does what is due at `now` for one poster, in one transaction with its e-mail. */
async function sweepPoster(deps: AppDeps, userId: string, firstPostedAt: Date, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [poster] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!poster) return;
    const computed = graceStartsAt(firstPostedAt, asLatest(await findLatestRequest(tx, userId)));
    if (!computed) return;
    const [stored] = await tx.select().from(verificationGrace).where(eq(verificationGrace.userId, userId));
    // A recorded later start wins: posters whose listings were public before verification existed
    // got their grace period from that day (the migration's hand-written part), not none at all.
    const startsAt = stored && stored.startsAt > computed ? stored.startsAt : computed;
    // A new grace period (an approval ran out) starts with no reminders sent.
    const state =
      stored && stored.startsAt.getTime() === startsAt.getTime()
        ? stored
        : { userId, startsAt, remindersSent: [], hiddenAt: null };
    const action = graceAction(
      { ...state, hidden: !!state.hiddenAt },
      now,
      deps.config.VERIFICATION_GRACE_DAYS,
    );
    const link = `${deps.config.publicUrl}/verification`;
    let next = state;
    if (action?.kind === 'REMIND') {
      next = { ...state, remindersSent: [...state.remindersSent, action.daysLeft] };
      await deps.mail.enqueue(tx, reminderEmail(poster, action.daysLeft, action.endsAt, link));
    } else if (action?.kind === 'HIDE') {
      next = { ...state, hiddenAt: now };
      await hideListings(tx, userId);
      await deps.mail.enqueue(tx, hiddenEmail(poster, link));
    } else if (state.hiddenAt) {
      // A listing made public again while its poster is hidden goes back out of search.
      await hideListings(tx, userId);
    }
    await tx
      .insert(verificationGrace)
      .values(next)
      .onConflictDoUpdate({
        target: verificationGrace.userId,
        set: { startsAt: next.startsAt, remindersSent: next.remindersSent, hiddenAt: next.hiddenAt },
      });
  });
}

/** One sweep: every unverified poster's due action; answers how many posters it looked at. */
export async function sweepGracePeriods(deps: AppDeps, now: Date): Promise<number> {
  const posters = await unverifiedPosters(deps.db, now);
  for (const { userId, firstPostedAt } of posters) await sweepPoster(deps, userId, firstPostedAt, now);
  if (posters.length) deps.mail.flushSoon(deps.db);
  return posters.length;
}

registerJobHandler(GRACE_SWEEP_JOB, async (deps, _payload, now) => {
  await sweepGracePeriods(deps, now);
  // The next look; the runner keeps a job moved while it ran.
  await enqueueJob(deps.db, {
    kind: GRACE_SWEEP_JOB,
    key: GRACE_SWEEP_JOB,
    payload: {},
    runAt: new Date(now.getTime() + SWEEP_EVERY_MS),
  });
});
