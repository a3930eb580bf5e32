import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_REQUEST_RULES } from '@rentals/domain/auth/attempt-rules';
import { PASSWORD_RESET_TTL_MINUTES } from '@rentals/domain/limits';
import type { Locale } from '@rentals/domain/users/enums';
import type { LoginInput } from '@rentals/domain/users/schemas';
import type { Db } from '../../db/client';
import { passwordResetTokens, users, type UserRow } from '../../db/schema/users';
import { afterAnswer } from '../../graphql/after-answer';
import type { AppDeps, Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { findUserByEmail, getUserById } from '../users/user.service';
import { hashPassword, verifyPassword } from './password';
import { passwordResetEmail } from './password-reset-email';
import { requestLimits, takeAttempts } from './rate-limit.service';
import {
  announceRevoked,
  createSession,
  renewSessionToken,
  revokeAllSessions,
  revokeSession,
} from './session.service';
import { passwordAccepted, passwordRightCodeNext, takePasswordAttempt } from './throttle.service';
import { hashToken, newToken } from './token';
import { createTwoFactorChallenge } from './two-factor-login.service';
import { isTwoFactorEnabled } from './two-factor-secret';

export interface AuthResult {
  token: string;
  user: UserRow;
}

/** A log-in's answer: a session, or, when the account has two-factor on, a challenge for its code. */
export type LoginResult = AuthResult | { twoFactorChallenge: string };

/**
 * Signs in. An unknown e-mail and a wrong password get the same answer in the same time (a dummy
 * hash is checked for an unknown one). Each attempt is counted per address and per account before
 * the password is looked at; past the free ones, the next waits (LOGIN_RULES): TOO_MANY_ATTEMPTS.
 * An account with two-factor on gets no session yet: a challenge to finish with its code
 * (two-factor-login.service.ts), which alone clears the account's count.
 */
export async function login(ctx: Context, input: LoginInput): Promise<LoginResult> {
  await takePasswordAttempt(ctx.db, input.email, ctx.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  // The count starts over only once the code is given too, so new challenges do not reset code guessing.
  if (await isTwoFactorEnabled(ctx.db, user.id)) {
    await passwordRightCodeNext(ctx.db, ctx.ip);
    return { twoFactorChallenge: await createTwoFactorChallenge(ctx.db, user.id) };
  }
  await passwordAccepted(ctx.db, input.email, ctx.ip);
  const token = await createSession(ctx.db, user.id, ctx.config.SESSION_TTL, ctx.userAgent);
  return { token, user };
}

/** Ends the session, and closes the WebSockets opened with it. */
export async function logout(ctx: Context, viewer: Viewer | null): Promise<boolean> {
  if (viewer) announceRevoked(ctx.pubsub, await revokeSession(ctx.db, viewer.sessionId));
  return true;
}

/**
 * Sends a reset link when the account exists. Always answers the same, in the same time: requests
 * are counted per client address and per mailbox whether it has an account or not (past the rule,
 * AUTH_REQUEST_RULES.passwordReset, every address gets TOO_MANY_ATTEMPTS and nothing is sent), and
 * the account is looked up only after the answer (afterAnswer), so a known address no longer
 * answers later than an unknown one.
 */
export async function requestPasswordReset(ctx: Context, email: string): Promise<true> {
  await takeAttempts(ctx.db, requestLimits('reset', email, ctx.ip, AUTH_REQUEST_RULES.passwordReset));
  const locale = ctx.locale;
  afterAnswer(ctx, 'password reset link', () => sendResetLink(ctx, email, locale));
  return true;
}

async function sendResetLink(deps: AppDeps, email: string, locale: Locale): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    const link = `${deps.config.publicUrl}/confirm-password?token=${encodeURIComponent(token)}`;
    await deps.mail.enqueue(
      tx,
      passwordResetEmail(user.email, user.firstName ?? user.email, link, user.locale ?? locale),
    );
  });
  deps.mail.flushSoon(deps.db);
}

/**
 * Every reset link of the account stops working: the password they were sent for has changed (a
 * link mailed before a change must not undo it).
 */
async function expireResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Sets a new password from a reset link: every reset link of the account and every session end
 * (their WebSockets close), and this device is signed in with a new session, or, when the account
 * has two-factor on, given a challenge for its code (a mailbox alone must not open the account).
 */
export async function resetPassword(ctx: Context, token: string, password: string): Promise<LoginResult> {
  const passwordHash = await hashPassword(password);
  const { userId, ended } = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError('RESET_TOKEN_INVALID');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
    await expireResetLinks(tx, used.userId);
    return { userId: used.userId, ended: await revokeAllSessions(tx, used.userId) };
  });
  announceRevoked(ctx.pubsub, ended);
  if (await isTwoFactorEnabled(ctx.db, userId)) {
    return { twoFactorChallenge: await createTwoFactorChallenge(ctx.db, userId) };
  }
  const sessionToken = await createSession(ctx.db, userId, ctx.config.SESSION_TTL, ctx.userAgent);
  return { token: sessionToken, user: await getUserById(ctx.db, userId) };
}

/** Checks the signed-in user's password (before a sensitive change), counted like a log-in. */
export async function confirmPassword(ctx: Context, viewer: Viewer, password: string): Promise<true> {
  await takePasswordAttempt(ctx.db, viewer.email, ctx.ip);
  const user = await getUserById(ctx.db, viewer.id);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('INVALID_PASSWORD');
  await passwordAccepted(ctx.db, viewer.email, ctx.ip);
  return true;
}

/**
 * Changes the password. Every other session and every reset link of the account end (the other
 * sessions' WebSockets close); this device stays signed in, its session with a new token.
 */
export async function changePassword(
  ctx: Context,
  viewer: Viewer,
  input: { currentPassword: string; password: string },
): Promise<AuthResult> {
  await confirmPassword(ctx, viewer, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  const { token, ended } = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    await expireResetLinks(tx, viewer.id);
    const ended = await revokeAllSessions(tx, viewer.id, viewer.sessionId);
    return { token: await renewSessionToken(tx, viewer.sessionId), ended };
  });
  announceRevoked(ctx.pubsub, ended);
  return { token, user: await getUserById(ctx.db, viewer.id) };
}
