import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '@rentals/domain/limits';
import type { Locale } from '@rentals/domain/users/enums';
import type { LoginInput, SignUpInput } from '@rentals/domain/users/schemas';
import { passwordResetTokens, users, type UserRow } from '../../db/schema/users';
import type { AppDeps, Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { findUserByEmail, getUserById } from '../users/user.service';
import { hashPassword, verifyPassword } from './password';
import { passwordResetEmail } from './password-reset-email';
import { createSession, revokeAllSessions, revokeSession } from './session.service';
import { assertNotThrottled, clearAccountFailures, recordLoginFailure } from './throttle.service';
import { hashToken, newToken } from './token';

export interface AuthResult {
  token: string;
  user: UserRow;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Creates an account (UNVERIFIED unless Renter or Landlord was chosen) and signs it in. */
export async function signUp(ctx: Context, input: SignUpInput): Promise<AuthResult> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          userType: input.userType ?? 'UNVERIFIED',
          locale: input.locale ?? ctx.locale,
        })
        .returning();
      const token = await createSession(tx, user!.id, ctx.config.SESSION_TTL, ctx.userAgent);
      return { token, user: user! };
    });
  } catch (error) {
    // The unique index on lower(email) settles races between two sign-ups with one address.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/**
 * Signs in. An unknown e-mail and a wrong password get the same answer in the same time; failures
 * are counted per account and per address and answered TOO_MANY_ATTEMPTS past the limit.
 */
export async function login(ctx: Context, input: LoginInput): Promise<AuthResult> {
  await assertNotThrottled(ctx.db, input.email, ctx.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await recordLoginFailure(ctx.db, input.email, ctx.ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await clearAccountFailures(ctx.db, input.email);
  const token = await createSession(ctx.db, user.id, ctx.config.SESSION_TTL, ctx.userAgent);
  return { token, user };
}

export async function logout(ctx: Context, viewer: Viewer | null): Promise<boolean> {
  if (viewer) await revokeSession(ctx.db, viewer.sessionId);
  return true;
}

/**
 * Sends a reset link when the account exists. Always answers the same, so the call does not tell
 * who has an account.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, locale: Locale): Promise<true> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return true;
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
  return true;
}

/** Sets a new password from a reset link, ends every other session and signs in. */
export async function resetPassword(ctx: Context, token: string, password: string): Promise<AuthResult> {
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
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
    await revokeAllSessions(tx, used.userId);
    return used.userId;
  });
  const sessionToken = await createSession(ctx.db, userId, ctx.config.SESSION_TTL, ctx.userAgent);
  return { token: sessionToken, user: await getUserById(ctx.db, userId) };
}

/** Checks the signed-in user's password (before a sensitive change). */
export async function confirmPassword(ctx: Context, viewer: Viewer, password: string): Promise<true> {
  await assertNotThrottled(ctx.db, viewer.email, ctx.ip);
  const user = await getUserById(ctx.db, viewer.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(ctx.db, viewer.email, ctx.ip);
    throw new AppError('INVALID_PASSWORD');
  }
  return true;
}

/** Changes the password: every session ends, and a fresh one is returned for this device. */
export async function changePassword(
  ctx: Context,
  viewer: Viewer,
  input: { currentPassword: string; password: string },
): Promise<AuthResult> {
  await confirmPassword(ctx, viewer, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  const token = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    await revokeAllSessions(tx, viewer.id);
    return createSession(tx, viewer.id, ctx.config.SESSION_TTL, ctx.userAgent);
  });
  return { token, user: await getUserById(ctx.db, viewer.id) };
}
