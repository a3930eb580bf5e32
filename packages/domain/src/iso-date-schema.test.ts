import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './iso-date-schema';

describe('isoDateSchema', () => {
  it('keeps a day that exists, leap days included', () => {
    expect(isoDateSchema.parse('2026-11-26')).toBe('2026-11-26');
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
  });

  it('refuses a day that does not exist and other shapes', () => {
    for (const value of ['2027-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-1-5', '26-11-2026']) {
      expect(isoDateSchema.safeParse(value).error?.issues[0]?.message, value).toBe('invalidDate');
    }
  });
});
