import { describe, expect, it } from 'vitest';
import { confirmTwoFactorSchema, disableTwoFactorSchema } from './two-factor-schemas';

describe('two-factor schemas', () => {
  it.each([
    ['123456', true],
    ['123 456', true],
    ['12345', false],
    ['abcdef', false],
    ['', false],
  ])('reads the code %j: valid %s', (code, valid) => {
    expect(confirmTwoFactorSchema.safeParse({ code }).success).toBe(valid);
  });

  it('asks for the password and the code to turn two-factor off', () => {
    const result = disableTwoFactorSchema.safeParse({ password: '', code: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'required'],
      ['code', 'required'],
    ]);
  });

  it('lets an account without a password turn two-factor off with the code alone', () => {
    expect(disableTwoFactorSchema.safeParse({ code: '123456' }).data).toEqual({ code: '123456' });
    expect(disableTwoFactorSchema.safeParse({ password: null, code: '123456' }).success).toBe(true);
  });
});
