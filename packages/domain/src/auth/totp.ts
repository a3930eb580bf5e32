import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { TOTP_DIGITS, TOTP_STEP_SECONDS } from './two-factor-limits';

/*
 * Time-based one-time passwords as authenticator apps compute them (RFC 6238 over RFC 4226):
 * HMAC-SHA-1, 30-second steps, 6 digits. Pure (the audited @noble/hashes, no platform crypto), so
 * the API and the e2e fixtures compute the same codes.
 */

const HASHES = { sha1, sha256, sha512 } as const;
export type TotpAlgorithm = keyof typeof HASHES;

/** Steps accepted either side of now, for a phone clock a little off (RFC 6238 §5.2). */
export const TOTP_WINDOW_STEPS = 1;
/** Bytes of a generated secret: 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form otpauth URIs and apps use for the secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored, as people copy it); null on a foreign character. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The time step of an instant (RFC 6238's T). */
export function totpStep(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / 1000 / TOTP_STEP_SECONDS);
}

/** The HOTP value of a counter (RFC 4226 §5.3), `digits` long with leading zeros. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = hmac(HASHES[algorithm], key, message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = new DataView(mac.buffer, mac.byteOffset).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** Compares two codes in a time that does not depend on where they differ. */
function sameCode(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The code an authenticator app shows for a base32 secret at a time step. */
export function totpCode(secret: string, step: number): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('The secret is not base32.');
  return hotp(key, step);
}

/** Whether text has the shape of a code (six digits, spaces people type between groups ignored). */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'reused' };

/**
 * Checks a code against the steps around now (±TOTP_WINDOW_STEPS). A code whose step is at or
 * before the last step used is refused as reused, so a code seen over someone's shoulder (or
 * replayed) cannot sign in a second time within its window; on success the caller stores `step`.
 */
export function checkTotp(
  secret: string,
  code: string,
  now: Date | number,
  lastUsedStep: number | null,
): TotpCheck {
  const typed = normalizeTotpCode(code);
  if (!typed) return { ok: false, reason: 'invalid' };
  const current = totpStep(now);
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    const expected = totpCode(secret, step);
    if (sameCode(expected, typed)) {
      if (lastUsedStep !== null && step <= lastUsedStep) return { ok: false, reason: 'reused' };
      return { ok: true, step };
    }
  }
  return { ok: false, reason: 'invalid' };
}

/** The otpauth URI an app reads from the QR code (Key Uri Format: issuer, account, defaults spelt out). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
