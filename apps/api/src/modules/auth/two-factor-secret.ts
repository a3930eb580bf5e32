import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
} from '@rentals/domain/auth/recovery-codes';
import { base32Encode, checkTotp, TOTP_SECRET_BYTES } from '@rentals/domain/auth/totp';
import type { EncryptionAdapter } from '../../adapters/crypto/encryption';
import type { Db } from '../../db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor';
import { AppError } from '../../graphql/errors';

/*
 * The stored side of two-factor sign-in, shared by enrolment (two-factor.service.ts) and the sign-in
 * step (two-factor-login.service.ts): the encrypted secret, its last used step and the recovery codes.
 */

/** A new random secret in base32, the form apps and otpauth URIs take. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** Whether the user has turned two-factor on (a set-up waiting for its first code does not count). */
export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return Boolean(row);
}

/**
 * Checks an authenticator code for the user and, when right, records its step in the same
 * statement as the check of the last one, so two requests with one code cannot both pass.
 * `enabled` says which secret is checked: the one in use, or the set-up awaiting its first code.
 * Throws TWO_FACTOR_CODE_INVALID or TWO_FACTOR_CODE_REUSED; nothing changes then.
 */
export async function useTotpCode(
  db: Db,
  encryption: EncryptionAdapter,
  userId: string,
  code: string,
  enabled: boolean,
): Promise<void> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        enabled ? isNotNull(twoFactorSecrets.enabledAt) : isNull(twoFactorSecrets.enabledAt),
      ),
    );
  if (!row) throw new AppError(enabled ? 'TWO_FACTOR_NOT_ENABLED' : 'TWO_FACTOR_SETUP_NOT_STARTED');
  const secret = encryption.decryptField(row.secretEncrypted);
  const check = checkTotp(secret, code, Date.now(), row.lastUsedStep);
  if (!check.ok)
    throw new AppError(check.reason === 'reused' ? 'TWO_FACTOR_CODE_REUSED' : 'TWO_FACTOR_CODE_INVALID');
  // Only moves forward from the step read above: a concurrent use of the same code finds no row.
  const [updated] = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: check.step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        row.lastUsedStep === null
          ? isNull(twoFactorSecrets.lastUsedStep)
          : eq(twoFactorSecrets.lastUsedStep, row.lastUsedStep),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  if (!updated) throw new AppError('TWO_FACTOR_CODE_REUSED');
}

/** Marks one unused recovery code of the user as used; TWO_FACTOR_CODE_INVALID when none matches. */
export async function useRecoveryCode(db: Db, userId: string, typed: string): Promise<void> {
  const normalized = normalizeRecoveryCode(typed);
  if (!normalized) throw new AppError('TWO_FACTOR_CODE_INVALID');
  const [used] = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(normalized)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  if (!used) throw new AppError('TWO_FACTOR_CODE_INVALID');
}

/** Replaces the user's recovery codes with a new set and answers it (the only time it is readable). */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes(randomInt);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(normalizeRecoveryCode(code)!) })));
  return codes;
}

/** How many of the user's recovery codes are still unused. */
export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: twoFactorRecoveryCodes.id })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return rows.length;
}
