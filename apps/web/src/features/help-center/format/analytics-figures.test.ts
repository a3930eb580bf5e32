import { describe, expect, it } from 'vitest';
import {
  busiestDay,
  fillDays,
  formatAverage,
  formatCount,
  formatRate,
  formatSeconds,
  sumDays,
  worstFirst,
} from './analytics-figures';

const NBSP = '\u00a0';

describe('figure formatting', () => {
  it('groups counts as each language does', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'fr')).toBe(`12${NBSP}345`);
  });

  it('writes averages with at most two decimals, so a small one is not 0', () => {
    expect(formatAverage(2.456, 'en')).toBe('2.46');
    expect(formatAverage(2.456, 'fr')).toBe('2,46');
    expect(formatAverage(0.02, 'en')).toBe('0.02');
    expect(formatAverage(3, 'en')).toBe('3');
  });

  it('writes reading time in seconds, then minutes and seconds', () => {
    expect(formatSeconds(45.4, 'en')).toBe(`45${NBSP}s`);
    expect(formatSeconds(125, 'fr')).toBe(`2${NBSP}min 05${NBSP}s`);
    expect(formatSeconds(0, 'en')).toBe(`0${NBSP}s`);
  });

  it('writes the helpful rate as a whole percentage, nothing before any answer', () => {
    expect(formatRate(0.75, 'en')).toBe('75%');
    expect(formatRate(0.75, 'fr')).toMatch(/^75\s%$/u);
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatRate(null, 'en')).toBeNull();
  });
});

describe('daily series', () => {
  it('fills the quiet days of the range with 0', () => {
    const days = fillDays([{ day: '2026-02-28', count: 3 }], '2026-02-27', '2026-03-01');
    expect(days).toEqual([
      { day: '2026-02-27', count: 0 },
      { day: '2026-02-28', count: 3 },
      { day: '2026-03-01', count: 0 },
    ]);
    expect(sumDays(days)).toBe(3);
  });

  it('finds the busiest day, none when nothing happened', () => {
    expect(
      busiestDay([
        { day: 'a', count: 1 },
        { day: 'b', count: 4 },
        { day: 'c', count: 4 },
      ]),
    ).toEqual({ day: 'b', count: 4 });
    expect(busiestDay([{ day: 'a', count: 0 }])).toBeNull();
  });
});

describe('worstFirst', () => {
  it('lists the least helpful first, the most No answers among equals, unanswered last', () => {
    const rows = [
      { id: 'good', yes: 9, no: 1, rate: 0.9 },
      { id: 'none', yes: 0, no: 0, rate: null },
      { id: 'bad', yes: 1, no: 3, rate: 0.25 },
      { id: 'bad-more', yes: 2, no: 6, rate: 0.25 },
    ];
    expect(worstFirst(rows).map((r) => r.id)).toEqual(['bad-more', 'bad', 'good', 'none']);
  });
});
