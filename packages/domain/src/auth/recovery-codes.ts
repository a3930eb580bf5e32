import { createHash, randomInt } from 'node:crypto';

/*
 * Recovery codes: the way in when the phone is lost. Ten per account, each works once, shown to
 * the user once and stored only as a SHA-256 (they are random, so a plain hash suffices).
 */

/** Codes given at enrolment and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters per code (two groups of five), from an alphabet without look-alikes (0/O, 1/I/L). */
export const RECOVERY_CODE_LENGTH = 10;

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** One new code, written `XXXXX-XXXXX` for reading aloud and copying. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A full set of new codes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** The code as typed, upper-cased without spaces or dashes; null when it cannot be a code. */
export function normalizeRecoveryCode(input: string): string | null {
  const clean = input.replace(/[\s-]/g, '').toUpperCase();
  return clean.length === RECOVERY_CODE_LENGTH && [...clean].every((c) => ALPHABET.includes(c))
    ? clean
    : null;
}

/** What is stored for a code: the hash of its normalized form, so dashes and case do not matter. */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}
