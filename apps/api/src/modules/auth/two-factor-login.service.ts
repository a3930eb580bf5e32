import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { normalizeTotpCode } from '@rentals/domain/auth/totp';
import {
  TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES,
  TWO_FACTOR_CHALLENGE_MINUTES,
} from '@rentals/domain/auth/two-factor-limits';
import type { TwoFactorLoginInput } from '@rentals/domain/auth/two-factor-schemas';
import type { Db } from '../../db/client';
import { twoFactorChallenges } from '../../db/schema/two-factor';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { getUserById } from '../users/user.service';
import type { AuthResult } from './auth.service';
import { createSession } from './session.service';
import { passwordAccepted, takePasswordAttempt } from './throttle.service';
import { useRecoveryCode, useTotpCode } from './two-factor-secret';
import { hashToken, newToken } from './token';

/**
 * The token `login` answers instead of a session when the account has two-factor on: proof that
 * the password was right, good for TWO_FACTOR_CHALLENGE_MINUTES and one completed sign-in.
 */
export async function createTwoFactorChallenge(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(twoFactorChallenges).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/**
 * Finishes a sign-in with the challenge and an authenticator code or a recovery code (told apart
 * by their shape), and opens the session as `login` does. Attempts are counted under the log-in
 * rule of the account and the address, whose count only a completed sign-in clears; a wrong code
 * leaves the challenge usable until it expires or has had TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES.
 */
export async function completeTwoFactorLogin(ctx: Context, input: TwoFactorLoginInput): Promise<AuthResult> {
  const [challenge] = await ctx.db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(input.challenge)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, new Date()),
      ),
    );
  if (!challenge) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  const user = await getUserById(ctx.db, challenge.userId);
  await takePasswordAttempt(ctx.db, user.email, ctx.ip);
  const token = await openSessionWithCode(ctx, challenge.id, user.id, input.code).catch(async (error) => {
    if (isWrongCode(error)) await countWrongCode(ctx.db, challenge.id);
    throw error;
  });
  await passwordAccepted(ctx.db, user.email, ctx.ip);
  return { token, user };
}

const isWrongCode = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'TWO_FACTOR_CODE_INVALID' || error.code === 'TWO_FACTOR_CODE_REUSED');

/** Counts a wrong code against the challenge, ending it at the last one allowed. */
async function countWrongCode(db: Db, challengeId: string): Promise<void> {
  const wrongCodes = sql`${twoFactorChallenges.wrongCodes} + 1`;
  await db
    .update(twoFactorChallenges)
    .set({
      wrongCodes,
      usedAt: sql`case when ${wrongCodes} >= ${TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES} then now() else null end`,
    })
    .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.usedAt)));
}

/** Ends the challenge and opens the session if the code is right; nothing is written if it is not. */
async function openSessionWithCode(ctx: Context, challengeId: string, userId: string, code: string) {
  return ctx.db.transaction(async (tx) => {
    // Ending the challenge first makes a second request with it wait for this one, then find it used.
    const [ended] = await tx
      .update(twoFactorChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    if (!ended) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
    if (normalizeTotpCode(code)) await useTotpCode(tx, ctx.encryption, userId, code, true);
    else await useRecoveryCode(tx, userId, code);
    return createSession(tx, userId, ctx.config.SESSION_TTL, ctx.userAgent);
  });
}
