import { and, eq, gt, lt } from 'drizzle-orm';
import { AUTH_REQUEST_RULES } from '@rentals/domain/auth/attempt-rules';
import { SIGN_UP_CONFIRM_TTL_HOURS } from '@rentals/domain/limits';
import type { Locale } from '@rentals/domain/users/enums';
import type { SignUpInput } from '@rentals/domain/users/schemas';
import type { Db } from '../../db/client';
import { pendingSignUps } from '../../db/schema/pending-sign-ups';
import { users } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/sql-helpers';
import { afterAnswer } from '../../graphql/after-answer';
import type { AppDeps, Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { acceptTermsAtSignUp, currentTermsAtSignUp } from '../legal/legal.service';
import { registerRetentionStep } from '../data-rights/retention-steps';
import { findUserByEmail } from '../users/user.service';
import type { AuthResult } from './auth.service';
import { hashPassword } from './password';
import { requestLimits, takeAttempts } from './rate-limit.service';
import { createSession } from './session.service';
import { signUpConfirmEmail, signUpTakenEmail } from './sign-up-email';
import { hashToken, newToken } from './token';

/** The answer to every accepted sign-up, whoever owns the address. */
export interface SignUpAnswer {
  confirmationSentTo: string;
}

/**
 * Takes a sign-up. Attempts are counted per client address and per mailbox
 * (AUTH_REQUEST_RULES.signUp); past that, TOO_MANY_ATTEMPTS. Otherwise the answer is the same,
 * at once, whether the address has an account or not: what differs (a pending sign-up and its
 * link, or a note to the owner) happens after the answer, so neither its content nor its time
 * tells who has an account.
 */
export async function signUp(ctx: Context, input: SignUpInput): Promise<SignUpAnswer> {
  await takeAttempts(ctx.db, requestLimits('signup', input.email, ctx.ip, AUTH_REQUEST_RULES.signUp));
  const locale = input.locale ?? ctx.locale;
  afterAnswer(ctx, 'sign-up mail', () => mailSignUp(ctx, input, locale));
  return { confirmationSentTo: input.email };
}

/** Stores a new address's pending sign-up and mails its link, or tells a taken address's owner. */
async function mailSignUp(deps: AppDeps, input: SignUpInput, locale: Locale): Promise<void> {
  const owner = await findUserByEmail(deps.db, input.email);
  if (owner) {
    const base = deps.config.publicUrl;
    await deps.mail.enqueue(
      deps.db,
      signUpTakenEmail(
        owner.email,
        owner.firstName ?? owner.email,
        { login: `${base}/login`, reset: `${base}/forgot-password` },
        owner.locale ?? locale,
      ),
    );
  } else {
    const passwordHash = await hashPassword(input.password);
    const token = newToken();
    await deps.db.transaction(async (tx) => {
      await tx.insert(pendingSignUps).values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        userType: input.userType ?? 'UNVERIFIED',
        locale,
        termsDocumentId: await currentTermsAtSignUp(tx),
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SIGN_UP_CONFIRM_TTL_HOURS * 3_600_000),
      });
      const link = `${deps.config.publicUrl}/signup/confirm?token=${encodeURIComponent(token)}`;
      await deps.mail.enqueue(tx, signUpConfirmEmail(input.email, input.firstName, link, locale));
    });
  }
  deps.mail.flushSoon(deps.db);
}

/**
 * Creates the account of a pending sign-up from its link (UNVERIFIED unless Renter or Landlord was
 * chosen), with the terms ticked at sign-up accepted, and signs it in. The link works once, within
 * SIGN_UP_CONFIRM_TTL_HOURS; the first link used for an address wins and its other pending
 * sign-ups go. Anything else, an address that got an account meanwhile included, answers
 * SIGN_UP_LINK_INVALID.
 */
export async function confirmSignUp(ctx: Context, token: string): Promise<AuthResult> {
  try {
    return await ctx.db.transaction(async (tx) => {
      // Deleting takes the row: a second use of the link, even concurrent, finds nothing.
      const [pending] = await tx
        .delete(pendingSignUps)
        .where(and(eq(pendingSignUps.tokenHash, hashToken(token)), gt(pendingSignUps.expiresAt, new Date())))
        .returning();
      if (!pending) throw new AppError('SIGN_UP_LINK_INVALID');
      const [user] = await tx
        .insert(users)
        .values({
          email: pending.email,
          passwordHash: pending.passwordHash,
          firstName: pending.firstName,
          lastName: pending.lastName,
          userType: pending.userType,
          locale: pending.locale,
        })
        .returning();
      await acceptTermsAtSignUp(tx, user!.id, pending.termsDocumentId);
      await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, pending.email));
      const sessionToken = await createSession(tx, user!.id, ctx.config.SESSION_TTL, ctx.userAgent);
      return { token: sessionToken, user: user! };
    });
  } catch (error) {
    // The unique index on lower(email): the address got an account since; said like a used link.
    if (isUniqueViolation(error)) throw new AppError('SIGN_UP_LINK_INVALID');
    throw error;
  }
}

/** Pending sign-ups past their link's life (the daily retention run): they hold a password hash. */
export async function deleteExpiredPendingSignUps(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, now))
    .returning({ id: pendingSignUps.id });
  return gone.length;
}

registerRetentionStep('pendingSignUps', (deps, now) => deleteExpiredPendingSignUps(deps.db, now));
