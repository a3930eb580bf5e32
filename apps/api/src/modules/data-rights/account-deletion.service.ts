import { deletionDueAt, isDeletionDue } from '@rentals/domain/data-rights/rules';
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletionRequests } from '../../db/schema/data-rights';
import { users } from '../../db/schema/users';
import type { AppDeps, Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { confirmItIsYou } from '../auth/reauthentication.service';
import { hashToken, newToken } from '../auth/token';
import { registerJobHandler } from '../jobs/job-handlers';
import { cancelJobs, enqueueJob } from '../jobs/job-queue';
import { registerPrivacyRequestKind } from '../privacy/privacy-request-kinds';
import { deleteAccount } from '../users/user-deletion.service';
import { accountDeletionEmail } from './account-deletion-email';

/*
 * An account's own deletion (issue 25): the owner confirms it is them (their password, or a fresh
 * hosted sign-in for an account without one), the account waits
 * ACCOUNT_DELETION_GRACE_DAYS (a setting), during which the owner may cancel from the e-mailed link
 * or the banner shown when they sign in, and then a job runs the very deletion staff use
 * (users/user-deletion.service.ts deleteAccount), in one transaction.
 */

export const ACCOUNT_DELETION_JOB = 'account-deletion';
/** The page the e-mail's cancel link opens. */
export const CANCEL_DELETION_PATH = '/account-deletion/cancel';
/** How the audit entry names the product carrying out an owner's request. */
const OWNER_REQUEST_ACTOR = { id: null, email: 'account-deletion-request' };

const jobKey = (userId: string) => `${ACCOUNT_DELETION_JOB}:${userId}`;

export interface PendingDeletion {
  userId: string;
  requestedAt: Date;
  dueAt: Date;
}

/** The viewer's scheduled deletion, or null. */
export async function findMyAccountDeletion(db: Db, viewer: Viewer): Promise<PendingDeletion | null> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.userId, viewer.id));
  return row ?? null;
}

/**
 * Schedules the deletion of the viewer's own account once they confirm it is them (confirmItIsYou:
 * INVALID_PASSWORD, REAUTHENTICATION_REQUIRED), e-mails the cancel link, and plans the job at the
 * due time. Staff accounts are deleted by an admin, not by themselves (NO_ACCESS).
 */
export async function requestAccountDeletion(
  ctx: Context,
  viewer: Viewer,
  password: string | null | undefined,
  now = new Date(),
): Promise<PendingDeletion> {
  if (viewer.userType === 'ADMIN' || viewer.userType === 'SUB_ADMIN') throw new AppError('NO_ACCESS');
  await confirmItIsYou(ctx, viewer, password);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, viewer.id));
  if (!user) throw new AppError('USER_NOT_FOUND');
  const token = newToken();
  const dueAt = deletionDueAt(now, ctx.config.ACCOUNT_DELETION_GRACE_DAYS);
  const request = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountDeletionRequests)
      .values({ userId: viewer.id, requestedAt: now, dueAt, cancelTokenHash: hashToken(token) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('ACCOUNT_DELETION_ALREADY_REQUESTED');
    await enqueueJob(tx, {
      kind: ACCOUNT_DELETION_JOB,
      key: jobKey(viewer.id),
      payload: { userId: viewer.id },
      runAt: dueAt,
    });
    const link = `${ctx.config.publicUrl}${CANCEL_DELETION_PATH}?token=${encodeURIComponent(token)}`;
    // Not a kind staff can turn off: it carries the only way to cancel without signing in.
    await ctx.mail.enqueue(tx, accountDeletionEmail(user.email, dueAt, link, user.locale));
    return row;
  });
  ctx.mail.flushSoon(ctx.db);
  return { userId: request.userId, requestedAt: request.requestedAt, dueAt: request.dueAt };
}

/** Removes a request and its job; ACCOUNT_DELETION_NOT_REQUESTED when there is none. */
function cancelWhere(db: Db, where: SQL): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(accountDeletionRequests).where(where).returning();
    if (!row) throw new AppError('ACCOUNT_DELETION_NOT_REQUESTED');
    await cancelJobs(tx, jobKey(row.userId));
    return true;
  });
}

/** The signed-in owner keeps their account (the banner's 'Keep my account'). */
export function cancelMyAccountDeletion(db: Db, viewer: Viewer): Promise<boolean> {
  return cancelWhere(db, eq(accountDeletionRequests.userId, viewer.id));
}

/** The e-mail's cancel link, without signing in. */
export function cancelAccountDeletionByToken(db: Db, token: string): Promise<boolean> {
  return cancelWhere(db, eq(accountDeletionRequests.cancelTokenHash, hashToken(token)));
}

/** The oldest admin account: it receives a departing landlord's listings, hidden, as staff deletion does. */
async function heirAdmin(db: Db): Promise<{ id: string; email: string }> {
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'ADMIN'), isNotNull(users.passwordHash)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  if (!admin) throw new Error('no admin account to receive the listings of a deleted account');
  return admin;
}

/**
 * Carries out a due request. The request row is locked inside the deletion's transaction and goes
 * with the account (ON DELETE CASCADE): a request cancelled meanwhile, or not yet due, deletes
 * nothing. Answers whether the account was deleted.
 */
export async function runAccountDeletion(deps: AppDeps, userId: string, now: Date): Promise<boolean> {
  const heir = await heirAdmin(deps.db);
  try {
    await deleteAccount(deps, userId, {
      actor: OWNER_REQUEST_ACTOR,
      heir,
      check: async (tx) => {
        const [request] = await tx
          .select()
          .from(accountDeletionRequests)
          .where(eq(accountDeletionRequests.userId, userId))
          .for('update');
        if (!request || !isDeletionDue(request.dueAt, now))
          throw new AppError('ACCOUNT_DELETION_NOT_REQUESTED');
      },
    });
  } catch (error) {
    // Cancelled, not due yet or already gone: nothing to do. Anything else is retried by the runner.
    if (
      error instanceof AppError &&
      ['ACCOUNT_DELETION_NOT_REQUESTED', 'USER_NOT_FOUND'].includes(error.code)
    )
      return false;
    throw error;
  }
  return true;
}

registerJobHandler(ACCOUNT_DELETION_JOB, async (deps, payload, now) => {
  await runAccountDeletion(deps, String(payload.userId), now);
});

// Deletions waiting for their grace period to end are listed on the staff 'Privacy requests' view,
// due when the deletion runs.
registerPrivacyRequestKind({
  kind: 'ACCOUNT_DELETION',
  pending: sql`select ${accountDeletionRequests.userId} as id, 'ACCOUNT_DELETION' as kind,
    ${accountDeletionRequests.userId} as user_id, 'SCHEDULED' as status,
    ${accountDeletionRequests.requestedAt} as requested_at, ${accountDeletionRequests.dueAt} as due_at
    from ${accountDeletionRequests}`,
});
