import { APPLICATION_EXPIRY_DAYS } from '@rentals/domain/rental-applications/limits';
import type { ApplicationAction, ApplicationActor } from '@rentals/domain/rental-applications/statuses';
import { isFinalApplicationStatus } from '@rentals/domain/rental-applications/statuses';
import { applicationTransition } from '@rentals/domain/rental-applications/transitions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import type { MessageRow } from '../../db/schema/messaging';
import {
  rentalApplicationHistory,
  rentalApplications,
  type RentalApplicationRow,
} from '../../db/schema/rental-applications';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { registerJobHandler } from '../jobs/job-handlers';
import { cancelJobs, enqueueJob } from '../jobs/job-queue';
import { announceMessage } from '../messaging/message.service';
import { writeApplicationNotice } from './application-notices';
import { lockApplication } from './application-records';

/*
 * Every status change of a submitted application goes through the domain's applicationTransition,
 * on the row locked for the change's transaction, and writes together: the new status and its
 * time, a history entry, the system message in the conversation and the e-mail job to the other
 * party. Expiry is a job per application, due APPLICATION_EXPIRY_DAYS after submission
 * (enqueued with it, cancelled by a final status), so nobody's read has to expire anything.
 */

export const EXPIRY_JOB = 'rental-application-expiry';
const expiryKey = (applicationId: string) => `${EXPIRY_JOB}:${applicationId}`;

/** Plans the expiry of a new application, in its transaction. */
export function planExpiry(tx: Db, application: { id: string; expiresAt: Date }): Promise<void> {
  return enqueueJob(tx, {
    kind: EXPIRY_JOB,
    key: expiryKey(application.id),
    payload: { applicationId: application.id },
    runAt: application.expiresAt,
  });
}

/**
 * Applies `action` by `actor` to the locked `row` inside `tx`, or throws the transition's code;
 * answers the conversation message to announce once committed.
 */
export async function transitionApplication(
  tx: Db,
  row: RentalApplicationRow,
  action: ApplicationAction,
  actor: ApplicationActor,
  actorId: string | null,
  now: Date,
): Promise<MessageRow> {
  // An applicant's deleted account leaves only erased, closed applications: nothing moves them.
  if (!row.applicantId) throw new AppError('RENTAL_APPLICATION_CLOSED');
  const result = applicationTransition(row.status, action, actor, { now, submittedAt: row.submittedAt });
  if (!result.ok)
    throw new AppError(
      result.code,
      result.code === 'RENTAL_APPLICATION_NOT_EXPIRED' ? { days: APPLICATION_EXPIRY_DAYS } : {},
    );
  const status = result.status;
  await tx
    .update(rentalApplications)
    .set({
      status,
      updatedAt: now,
      ...(action === 'VIEW' ? { viewedAt: now } : {}),
      ...(isFinalApplicationStatus(status) ? { decidedAt: now } : {}),
    })
    .where(eq(rentalApplications.id, row.id));
  await tx
    .insert(rentalApplicationHistory)
    .values({ applicationId: row.id, fromStatus: row.status, toStatus: status, byId: actorId, at: now });
  if (isFinalApplicationStatus(status) && action !== 'EXPIRE') await cancelJobs(tx, expiryKey(row.id));
  const [listing] = await tx
    .select({ id: listings.id, ownerId: listings.ownerId })
    .from(listings)
    .where(eq(listings.id, row.listingId));
  return writeApplicationNotice(tx, {
    applicationId: row.id,
    applicantId: row.applicantId,
    listing: listing!,
    status,
    actorId,
    // The applicant hears of the landlord's and the product's changes; the landlord of a withdrawal.
    to: actor === 'APPLICANT' ? 'LANDLORD' : 'APPLICANT',
  });
}

/**
 * Locks the application, lets `check` refuse the caller (it throws), applies the change and
 * announces its message once committed.
 */
export async function changeApplicationStatus(
  deps: AppDeps,
  id: string,
  change: {
    action: ApplicationAction;
    actor: ApplicationActor;
    actorId: string | null;
    check: (row: RentalApplicationRow) => void;
    now?: Date;
  },
): Promise<void> {
  const now = change.now ?? new Date();
  const message = await deps.db.transaction(async (tx: Db) => {
    const row = await lockApplication(tx, id);
    if (!row) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
    change.check(row);
    return transitionApplication(tx, row, change.action, change.actor, change.actorId, now);
  });
  await announceMessage(deps, message);
}

/** Expires the application if it is still open and due at `now`; answers whether it did. */
export async function expireApplication(deps: AppDeps, id: string, now: Date): Promise<boolean> {
  const message = await deps.db.transaction(async (tx: Db) => {
    const row = await lockApplication(tx, id);
    if (!row) return null;
    const result = applicationTransition(row.status, 'EXPIRE', 'SYSTEM', {
      now,
      submittedAt: row.submittedAt,
    });
    // Decided, withdrawn or not yet due (a job run early): nothing to do.
    if (!result.ok) return null;
    return transitionApplication(tx, row, 'EXPIRE', 'SYSTEM', null, now);
  });
  if (message) await announceMessage(deps, message);
  return !!message;
}

registerJobHandler(EXPIRY_JOB, async (deps, payload, now) => {
  await expireApplication(deps, String(payload.applicationId), now);
});
