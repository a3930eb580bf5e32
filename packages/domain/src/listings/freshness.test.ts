import { describe, expect, it } from 'vitest';
import { listingFreshness, relativeAge } from './freshness';

describe('listingFreshness', () => {
  const posted = new Date('2026-03-01T12:00:00Z');

  it('says posted until the content changes after posting', () => {
    expect(listingFreshness(posted, null)).toEqual({ kind: 'posted', at: posted });
    const before = new Date('2026-02-20T12:00:00Z');
    expect(listingFreshness(posted, before)).toEqual({ kind: 'posted', at: posted });
  });

  it('says updated with the time of the last change after posting', () => {
    const later = new Date('2026-03-04T08:00:00Z');
    expect(listingFreshness(posted, later)).toEqual({ kind: 'updated', at: later });
  });
});

describe('relativeAge', () => {
  it.each([
    ['2026-03-10', { value: 0, unit: 'day' }],
    ['2026-03-09', { value: -1, unit: 'day' }],
    ['2026-03-07', { value: -3, unit: 'day' }],
    ['2026-03-04', { value: -6, unit: 'day' }],
    ['2026-03-03', { value: -1, unit: 'week' }],
    ['2026-02-17', { value: -3, unit: 'week' }],
    ['2026-02-08', { value: -1, unit: 'month' }],
    ['2025-11-10', { value: -4, unit: 'month' }],
    ['2025-03-10', { value: -1, unit: 'year' }],
    ['2023-01-01', { value: -3, unit: 'year' }],
  ])('on 2026-03-10, %s was %j', (day, age) => {
    expect(relativeAge('2026-03-10', day)).toEqual(age);
  });

  it('counts calendar days, across a month and a year end', () => {
    expect(relativeAge('2026-03-01', '2026-02-28')).toEqual({ value: -1, unit: 'day' });
    expect(relativeAge('2026-01-01', '2025-12-31')).toEqual({ value: -1, unit: 'day' });
  });

  it('reads a day after today as today', () => {
    expect(relativeAge('2026-03-10', '2026-03-11')).toEqual({ value: 0, unit: 'day' });
  });
});
