import { describe, expect, it } from 'vitest';

// Calendar days must not move with the viewer's time zone: tested where midnight UTC is the day before.
process.env.TZ = 'America/Toronto';
import { formatMonthYear, formatPublicDate } from './date';

describe('formatPublicDate', () => {
  it('writes a calendar day with the month in words, in English and in French', () => {
    expect(formatPublicDate('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatPublicDate('2026-12-01', 'fr')).toBe('1er décembre 2026');
    expect(formatPublicDate('2026-03-15', 'fr')).toBe('15 mars 2026');
    expect(formatPublicDate('2026-03-21', 'fr')).toBe('21 mars 2026');
  });

  it('keeps the calendar day whatever the time zone', () => {
    // 2026-01-01 at midnight UTC is still December 31 in Toronto: a day must not move.
    expect(formatPublicDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });

  it('writes a timestamp in the viewer’s time zone, with its time when asked', () => {
    const iso = new Date(2026, 11, 1, 15, 4).toISOString();
    expect(formatPublicDate(iso, 'en')).toBe('December 1, 2026');
    expect(formatPublicDate(iso, 'en', { withTime: true })).toMatch(/^December 1, 2026 at 3:04\sp\.m\.$/);
    expect(formatPublicDate(iso, 'fr', { withTime: true })).toMatch(/^1er décembre 2026 à 15\sh\s04$/);
  });

  it('returns what it cannot read', () => {
    expect(formatPublicDate('soon', 'en')).toBe('soon');
  });
});

it('formatMonthYear writes the month and year in each language', () => {
  expect(formatMonthYear('2026-03-15T12:00:00Z', 'en')).toBe('March 2026');
  expect(formatMonthYear('2026-03-15T12:00:00Z', 'fr')).toBe('mars 2026');
  expect(formatMonthYear('later', 'en')).toBe('');
});
