import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import {
  checkConfirmation,
  CONFIRMATION_INTERVAL_DAYS,
  confirmationDueAt,
  confirmationLinkExpiresAt,
  BRING_BACK_PATH,
} from '@rentals/domain/listings/availability-confirmation';
import { unconfirmedUnpublishChanges } from '@rentals/domain/listings/rules';
import { isPubliclyVisible } from '@rentals/domain/listings/states';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { listingConfirmationLinks } from '../../db/schema/listing-confirmations';
import { listings, type ListingRow } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { changedFields, recordAudit } from '../audit/audit.service';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { forgetVerificationHiding } from '../verification/verification-hiding';
import { cancelViewingsIfHidden } from '../viewings/viewing-cancellation';
import { announceAll } from '../viewings/viewing-messages';
import { stillAvailableEmail, unpublishedUnconfirmedEmail } from './availability-emails';
import { publiclyVisible } from './listing-states';
import { confirmationLink } from './listing-confirmation-token';

/*
 * The availability check of a public listing (issue 25), one keyed job per listing in the job
 * table: due CONFIRMATION_INTERVAL_DAYS after the last confirmation, it asks the owner 'Still
 * available?' and comes back at the next reminder, until the listing is stale, when it unpublishes
 * it and tells the owner. Each confirmation moves the job (same key) to its new due time, so a
 * listing has one check to come, never two. A check decides again on the locked row, so running
 * it twice (a retry, two processes) does no more than once.
 */

export const AVAILABILITY_CHECK_JOB = 'listing-availability-check';
export const availabilityCheckKey = (listingId: string) => `${AVAILABILITY_CHECK_JOB}:${listingId}`;

/** The actor of changes nobody made by hand, in the listing's History. */
const SYSTEM_ACTOR = { id: null, email: 'system' };

/**
 * Schedules the next check of a listing as it now is, in the caller's transaction: at its due time
 * when it is public with a confirmation; nothing otherwise (a hidden listing is checked again once
 * it is back, which confirms it).
 */
export async function scheduleAvailabilityCheck(tx: Db, listing: ListingRow): Promise<void> {
  if (!isPubliclyVisible(listing) || !listing.availabilityConfirmedAt) return;
  await enqueueJob(tx, {
    kind: AVAILABILITY_CHECK_JOB,
    key: availabilityCheckKey(listing.id),
    payload: { listingId: listing.id },
    runAt: confirmationDueAt(listing.availabilityConfirmedAt),
  });
}

/**
 * Gives every public listing without a check its check (listings written by the demo seed or by
 * hand in the database): run at start-up, it leaves the checks already there as they are. One
 * INSERT ... SELECT, so the number of listings never reaches PostgreSQL's limit on bind parameters.
 */
export async function scheduleMissingAvailabilityChecks(db: Db): Promise<void> {
  const column = (c: { name: string }) => sql.identifier(c.name);
  await db.execute(sql`
    insert into ${jobs} (${column(jobs.kind)}, ${column(jobs.key)}, ${column(jobs.payload)}, ${column(jobs.runAt)})
    select ${AVAILABILITY_CHECK_JOB}, ${`${AVAILABILITY_CHECK_JOB}:`} || ${listings.id},
      jsonb_build_object('listingId', ${listings.id}),
      ${listings.availabilityConfirmedAt} + make_interval(days => ${CONFIRMATION_INTERVAL_DAYS})
    from ${listings}
    where ${and(publiclyVisible, isNotNull(listings.availabilityConfirmedAt))}
    on conflict (${column(jobs.key)}) do nothing`);
}

async function ownerOf(tx: Db, ownerId: string) {
  const [owner] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner!;
}

/**
 * When the owner of a listing was last sent 'Still available?': each e-mail writes a link row, so
 * the newest row dates the last question.
 */
async function lastAskedAt(tx: Db, listingId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(listingConfirmationLinks.createdAt) })
    .from(listingConfirmationLinks)
    .where(eq(listingConfirmationLinks.listingId, listingId));
  return row?.at ?? null;
}

/** Sends 'Still available?' with a new single-use link row, and comes back at `nextCheckAt`. */
async function askOwner(deps: AppDeps, tx: Db, row: ListingRow, now: Date, nextCheckAt: Date) {
  const [link] = await tx
    .insert(listingConfirmationLinks)
    .values({ listingId: row.id, expiresAt: confirmationLinkExpiresAt(now), createdAt: now })
    .returning({ id: listingConfirmationLinks.id });
  const owner = await ownerOf(tx, row.ownerId);
  const links = {
    yes: confirmationLink(deps.config, link!.id, 'STILL_AVAILABLE', owner.locale),
    rented: confirmationLink(deps.config, link!.id, 'RENTED', owner.locale),
  };
  await deps.mail.enqueue(tx, stillAvailableEmail(owner.email, owner.locale, row.title, links));
  await enqueueJob(tx, {
    kind: AVAILABILITY_CHECK_JOB,
    key: availabilityCheckKey(row.id),
    payload: { listingId: row.id },
    runAt: nextCheckAt,
  });
}

/** Takes a stale listing off the market, with its History entry, and tells its owner how to bring it back. */
async function unpublish(deps: AppDeps, tx: Db, row: ListingRow) {
  const next = unconfirmedUnpublishChanges();
  await tx
    .update(listings)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(listings.id, row.id));
  await forgetVerificationHiding(tx, row.id);
  const diff = changedFields(row as unknown as Record<string, unknown>, next as Record<string, unknown>);
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: 'listing.unpublished-unconfirmed',
    entityType: 'LISTING',
    entityId: row.id,
    ...diff,
  });
  const owner = await ownerOf(tx, row.ownerId);
  const link = `${deps.config.publicUrl}${BRING_BACK_PATH}`;
  const days = deps.config.LISTING_CONFIRMATION_MAX_DAYS;
  await deps.mail.enqueue(tx, unpublishedUnconfirmedEmail(owner.email, owner.locale, row.title, days, link));
  return cancelViewingsIfHidden(tx, { ...row, ...next });
}

/** Runs the check of one listing at `now`. */
export async function checkListingAvailability(deps: AppDeps, listingId: string, now: Date): Promise<void> {
  const cancelled = await deps.db.transaction(async (tx: Db) => {
    const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
    // Deleted, hidden or in review since it was scheduled: nothing to ask until it is back.
    if (!row || !isPubliclyVisible(row) || !row.availabilityConfirmedAt) return [];
    const check = checkConfirmation(
      row.availabilityConfirmedAt,
      now,
      deps.config.LISTING_CONFIRMATION_MAX_DAYS,
      await lastAskedAt(tx, row.id),
    );
    if (check.action === 'UNPUBLISH') return unpublish(deps, tx, row);
    if (check.action === 'ASK') await askOwner(deps, tx, row, now, check.nextCheckAt);
    else await scheduleAvailabilityCheck(tx, row);
    return [];
  });
  await announceAll(deps, cancelled);
  deps.mail.flushSoon(deps.db);
}

registerJobHandler(AVAILABILITY_CHECK_JOB, (deps, payload, now) =>
  checkListingAvailability(deps, String(payload.listingId), now),
);
