import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/*
 * Recovery codes: the way in when the phone is lost. Ten per account, each works once, shown to
 * the user once and stored only as a SHA-256 (they are random, so a plain hash suffices).
 */

/** Codes given at enrolment and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters per code (two groups of five), from an alphabet without look-alikes (0/O, 1/I/L). */
export const RECOVERY_CODE_LENGTH = 10;

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A full set of new codes, drawing each character with `randomBelow(n)` (a secure source). */
export function newRecoveryCodes(randomBelow: (n: number) => number): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += ALPHABET[randomBelow(ALPHABET.length)];
    // Two groups of five, for reading aloud and copying.
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
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
  return bytesToHex(sha256(utf8ToBytes(normalized)));
}
