import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_COUNT,
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
} from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes written in two groups of five', () => {
    const codes = newRecoveryCodes(randomInt);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  });

  it.each([
    ['ABCDE-FGHJK', 'ABCDEFGHJK'],
    [' abcde fghjk ', 'ABCDEFGHJK'],
    ['abcdefghjk', 'ABCDEFGHJK'],
    ['ABCDE-FGHJ', null],
    ['ABCDE-FGHJ0', null],
    ['123456', null],
  ])('reads %j as %j', (typed, normalized) => {
    expect(normalizeRecoveryCode(typed)).toBe(normalized);
  });

  it('hashes the normalized form, so dashes and case do not change the stored value', () => {
    const a = hashRecoveryCode(normalizeRecoveryCode('abcde-fghjk')!);
    expect(a).toBe(hashRecoveryCode(normalizeRecoveryCode('ABCDEFGHJK')!));
    expect(a).not.toContain('ABCDE');
  });
});
