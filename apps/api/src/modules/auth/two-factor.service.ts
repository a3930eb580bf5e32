import { eq } from 'drizzle-orm';
import { otpauthUri } from '@rentals/domain/auth/totp';
import { TWO_FACTOR_ISSUER } from '@rentals/domain/auth/two-factor-limits';
import type { DisableTwoFactorInput } from '@rentals/domain/auth/two-factor-schemas';
import { isStaff } from '@rentals/domain/users/rules';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor';
import type { Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { confirmItIsYou } from './reauthentication.service';
import { announceRevoked, revokeAllSessions } from './session.service';
import { passwordAccepted, takePasswordAttempt } from './throttle.service';
import {
  countUnusedRecoveryCodes,
  isTwoFactorEnabled,
  newTotpSecret,
  replaceRecoveryCodes,
  useTotpCode,
} from './two-factor-secret';

export interface TwoFactorStatus {
  enabled: boolean;
  /** Staff must have it on before any staff operation. */
  required: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
}

/** The viewer's two-factor state, for the account security page. */
export async function getTwoFactorStatus(ctx: Context, viewer: Viewer): Promise<TwoFactorStatus> {
  const enabled = await isTwoFactorEnabled(ctx.db, viewer.id);
  return {
    enabled,
    required: isStaff(viewer),
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, viewer.id) : 0,
  };
}

/**
 * Starts (or starts over) the set-up: a new secret, generated here and stored encrypted, waiting
 * for its first code. TWO_FACTOR_ALREADY_ENABLED when two-factor is on (turn it off first).
 */
export async function startTwoFactorSetup(ctx: Context, viewer: Viewer): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(ctx.db, viewer.id)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const secret = newTotpSecret();
  const secretEncrypted = ctx.encryption.encryptField(secret);
  await ctx.db
    .insert(twoFactorSecrets)
    .values({ userId: viewer.id, secretEncrypted })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretEncrypted, enabledAt: null, lastUsedStep: null, createdAt: new Date() },
    });
  return { secret, otpauthUri: otpauthUri(secret, TWO_FACTOR_ISSUER, viewer.email) };
}

/**
 * Turns two-factor on with the first code from the app, and answers the recovery codes (the only
 * time they can be read). Code attempts are counted like password attempts. Every other session of
 * the account ends (their WebSockets close): they were opened without a code, and would otherwise
 * keep staff access as if they had given one. This device stays signed in.
 */
export async function confirmTwoFactorSetup(ctx: Context, viewer: Viewer, code: string): Promise<string[]> {
  await takePasswordAttempt(ctx.db, viewer.email, ctx.ip);
  const { codes, ended } = await ctx.db.transaction(async (tx) => {
    await useTotpCode(tx, ctx.encryption, viewer.id, code, false);
    await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: new Date() })
      .where(eq(twoFactorSecrets.userId, viewer.id));
    const ended = await revokeAllSessions(tx, viewer.id, viewer.sessionId);
    return { codes: await replaceRecoveryCodes(tx, viewer.id), ended };
  });
  announceRevoked(ctx.pubsub, ended);
  await passwordAccepted(ctx.db, viewer.email, ctx.ip);
  return codes;
}

/** Checks a current code of the viewer's app, counted like a password attempt. */
async function checkCurrentCode(ctx: Context, viewer: Viewer, code: string): Promise<void> {
  await takePasswordAttempt(ctx.db, viewer.email, ctx.ip);
  await useTotpCode(ctx.db, ctx.encryption, viewer.id, code, true);
  await passwordAccepted(ctx.db, viewer.email, ctx.ip);
}

/**
 * Turns two-factor off; needs the owner to confirm it is them (the password, or for an account
 * without one a fresh hosted sign-in) and a current code, so a session left open on a shared
 * computer cannot remove it. The secret and the recovery codes are deleted.
 */
export async function disableTwoFactor(
  ctx: Context,
  viewer: Viewer,
  input: DisableTwoFactorInput,
): Promise<boolean> {
  if (!(await isTwoFactorEnabled(ctx.db, viewer.id))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  await confirmItIsYou(ctx, viewer, input.password);
  await checkCurrentCode(ctx, viewer, input.code);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, viewer.id));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, viewer.id));
  });
  return true;
}

/** A new set of recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(ctx: Context, viewer: Viewer, code: string): Promise<string[]> {
  await checkCurrentCode(ctx, viewer, code);
  return ctx.db.transaction((tx) => replaceRecoveryCodes(tx, viewer.id));
}
