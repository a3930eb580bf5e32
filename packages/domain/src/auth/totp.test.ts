import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, checkTotp, hotp, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the shared secrets and the expected 8-digit codes at each time.
const RFC_KEYS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const RFC_VECTORS: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s gives the appendix B codes', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(seconds * 1000);
    expect(hotp(RFC_KEYS.sha1, step, 8)).toBe(sha1);
    expect(hotp(RFC_KEYS.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(RFC_KEYS.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('gives the 6-digit code apps show, from the base32 secret', () => {
    const secret = base32Encode(RFC_KEYS.sha1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    // The low six digits of the 8-digit vector at 59 s.
    expect(totpCode(secret, totpStep(59_000))).toBe('287082');
  });

  it('round-trips base32 and reads it as people copy it', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253]);
    expect(base32Decode(base32Encode(bytes))).toEqual(Uint8Array.from(bytes));
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(Uint8Array.from(RFC_KEYS.sha1));
    expect(base32Decode('GEZ1')).toBeNull();
  });
});

describe('checkTotp', () => {
  const secret = base32Encode(RFC_KEYS.sha1);
  const now = 1_111_111_111_000;
  const step = totpStep(now);
  const codeAt = (s: number) => totpCode(secret, s);

  it.each([
    ['the current step', 0, { ok: true, step }],
    ['the step before (a slow phone clock)', -1, { ok: true, step: step - 1 }],
    ['the step after (a fast phone clock)', 1, { ok: true, step: step + 1 }],
    ['two steps before', -2, { ok: false, reason: 'invalid' }],
    ['two steps after', 2, { ok: false, reason: 'invalid' }],
  ])('answers a code of %s', (_name, offset, expected) => {
    expect(checkTotp(secret, codeAt(step + offset), now, null)).toEqual(expected);
  });

  it('refuses a code whose step was already used, and any older one', () => {
    expect(checkTotp(secret, codeAt(step), now, step)).toEqual({ ok: false, reason: 'reused' });
    expect(checkTotp(secret, codeAt(step - 1), now, step)).toEqual({ ok: false, reason: 'reused' });
    expect(checkTotp(secret, codeAt(step + 1), now, step)).toEqual({ ok: true, step: step + 1 });
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [''], ['12 34 5']])('refuses %j by its shape', (code) => {
    expect(checkTotp(secret, code, now, null)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts the groups typed with a space', () => {
    const code = codeAt(step);
    expect(checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null).ok).toBe(true);
  });
});

describe('otpauthUri', () => {
  it('names the issuer and account and spells out the defaults', () => {
    expect(otpauthUri('ABC', 'Rentals', 'ana@example.ca')).toBe(
      'otpauth://totp/Rentals:ana%40example.ca?secret=ABC&issuer=Rentals&algorithm=SHA1&digits=6&period=30',
    );
  });
});
