import { describe, expect, it } from 'vitest';
import {
  addDays,
  boostWindows,
  compareBoost,
  comparisonTrend,
  fillSeries,
  listingStatsArgsSchema,
  statDay,
  statRatio,
  totalCounts,
  zeroCounts,
} from './listing-stats';

describe('statDay', () => {
  it('is the Toronto calendar day, not the UTC one', () => {
    // 03:30 UTC on Nov 27 is 22:30 on Nov 26 in Toronto (EST, UTC−5).
    expect(statDay(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-26');
    expect(statDay(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
    // Summer time: UTC−4.
    expect(statDay(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
  });
});

describe('fillSeries', () => {
  it('answers every day of the range, zeros where nothing was counted', () => {
    const series = fillSeries(
      [{ day: '2026-11-02', views: 4, contactClicks: 1 }],
      '2026-11-01',
      '2026-11-03',
    );
    expect(series).toEqual([
      { day: '2026-11-01', ...zeroCounts() },
      { day: '2026-11-02', ...zeroCounts(), views: 4, contactClicks: 1 },
      { day: '2026-11-03', ...zeroCounts() },
    ]);
  });

  it('crosses month ends and the autumn clock change without losing or repeating a day', () => {
    const series = fillSeries([], '2026-10-30', '2026-11-02');
    expect(series.map((d) => d.day)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('leaves out rows outside the range', () => {
    const series = fillSeries([{ day: '2026-10-01', views: 9 }], '2026-11-01', '2026-11-01');
    expect(totalCounts(series).views).toBe(0);
  });
});

describe('boostWindows', () => {
  it('sets a finished 7-day boost against the 7 days before it', () => {
    // Starts Nov 10 at 10:00 Toronto, ends Nov 17 at 10:00: eight calendar days hold boost time.
    const w = boostWindows(
      new Date('2026-11-10T15:00:00Z'),
      new Date('2026-11-17T15:00:00Z'),
      new Date('2026-11-26T12:00:00Z'),
    );
    expect(w).toEqual({
      during: { first: '2026-11-10', last: '2026-11-17' },
      before: { first: '2026-11-02', last: '2026-11-09' },
      days: 8,
      running: false,
    });
  });

  it('counts a running boost up to today', () => {
    const w = boostWindows(
      new Date('2026-11-24T15:00:00Z'),
      new Date('2026-12-01T15:00:00Z'),
      new Date('2026-11-26T18:00:00Z'),
    );
    expect(w).toMatchObject({ during: { first: '2026-11-24', last: '2026-11-26' }, days: 3, running: true });
    expect(w?.before).toEqual({ first: '2026-11-21', last: '2026-11-23' });
  });

  it('ends on the day before when the boost ends at midnight', () => {
    const w = boostWindows(
      new Date('2026-11-10T05:00:00Z'),
      new Date('2026-11-17T05:00:00Z'),
      new Date('2026-11-26T12:00:00Z'),
    );
    expect(w?.during).toEqual({ first: '2026-11-10', last: '2026-11-16' });
    expect(w?.days).toBe(7);
  });

  it('is null for a boost that has not started or has no length', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(boostWindows(new Date('2026-11-28T12:00:00Z'), new Date('2026-12-05T12:00:00Z'), now)).toBeNull();
    expect(boostWindows(now, now, now)).toBeNull();
  });
});

describe('statRatio', () => {
  it('divides to one decimal, rounding half up', () => {
    expect(statRatio(24, 10)).toBe(2.4);
    expect(statRatio(49, 20)).toBe(2.5);
    expect(statRatio(1, 3)).toBe(0.3);
    expect(statRatio(2, 3)).toBe(0.7);
    expect(statRatio(5, 5)).toBe(1);
    expect(statRatio(0, 4)).toBe(0);
  });

  it('has no ratio when there was nothing before (no division by zero)', () => {
    expect(statRatio(12, 0)).toBeNull();
    expect(statRatio(0, 0)).toBeNull();
  });
});

describe('compareBoost', () => {
  it('compares each figure and names the trend', () => {
    const during = { ...zeroCounts(), views: 24, impressions: 100, contactClicks: 3, applications: 1 };
    const before = { ...zeroCounts(), views: 10, impressions: 200, contactClicks: 3 };
    const compared = compareBoost(during, before);
    expect(compared.map((c) => [c.figure, c.ratio, comparisonTrend(c)])).toEqual([
      ['views', 2.4, 'MORE'],
      ['impressions', 0.5, 'FEWER'],
      ['contactClicks', 1, 'SAME'],
      ['conversations', null, 'NONE'],
      ['viewings', null, 'NONE'],
      ['applications', null, 'NEW'],
    ]);
  });
});

describe('listingStatsArgsSchema', () => {
  it('takes 1 to 366 whole days', () => {
    expect(listingStatsArgsSchema.safeParse({ days: 30 }).success).toBe(true);
    expect(listingStatsArgsSchema.safeParse({ days: 366 }).success).toBe(true);
    expect(listingStatsArgsSchema.safeParse({ days: 0 }).error?.issues[0]?.message).toBe('min');
    expect(listingStatsArgsSchema.safeParse({ days: 367 }).error?.issues[0]?.message).toBe('max');
  });
});
