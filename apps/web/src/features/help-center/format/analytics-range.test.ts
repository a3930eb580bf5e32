import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  isCalendarDay,
  rangeProblem,
  readAnalyticsRange,
  torontoToday,
  writeAnalyticsRange,
} from './analytics-range';

const TODAY = '2026-11-27';
const read = (query: string) => readAnalyticsRange(new URLSearchParams(query), TODAY);

describe('readAnalyticsRange', () => {
  it('reads the last 30 days, today included, from a bare URL', () => {
    expect(read('')).toEqual({ preset: '30', from: '2026-10-29', to: TODAY });
  });

  it('reads the 7 and 90 day presets', () => {
    expect(read('days=7')).toEqual({ preset: '7', from: '2026-11-21', to: TODAY });
    expect(read('days=90')).toEqual({ preset: '90', from: '2026-08-30', to: TODAY });
  });

  it('reads a custom range, both days included', () => {
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('falls back to the default for anything a link may hold that the API would refuse', () => {
    for (const query of [
      'days=14',
      'from=2026-02-30&to=2026-03-02',
      'from=2026-03-02&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-01-01',
      'from=yesterday&to=today',
    ])
      expect(read(query).preset, query).toBe('30');
  });
});

describe('writeAnalyticsRange', () => {
  it('keeps the default preset out of the URL and the other parameters in it', () => {
    const query = new URLSearchParams('tab=feedback&from=2026-01-01&to=2026-01-31');
    expect(writeAnalyticsRange(query, { preset: '30' }).toString()).toBe('tab=feedback');
    expect(writeAnalyticsRange(query, { preset: '7' }).toString()).toBe('tab=feedback&days=7');
  });

  it('writes a custom range in place of a preset, and reads back the same range', () => {
    const written = writeAnalyticsRange(new URLSearchParams('days=90'), {
      from: '2026-05-01',
      to: '2026-05-10',
    });
    expect(written.toString()).toBe('from=2026-05-01&to=2026-05-10');
    expect(readAnalyticsRange(written, TODAY)).toEqual({
      preset: 'custom',
      from: '2026-05-01',
      to: '2026-05-10',
    });
  });
});

describe('custom range checks', () => {
  it('says what is wrong with a range, as the API would refuse it', () => {
    expect(rangeProblem('', '2026-01-01')).toBe('missing');
    expect(rangeProblem('2026-01-02', '2026-01-01')).toBe('order');
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('tooLong');
    expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });

  it('knows a real calendar day and counts days with both ends included', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-1')).toBe(false);
    expect(daysInRange('2026-03-07', '2026-03-09')).toBe(3);
    // Across the spring clock change, days are still whole.
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
  });

  it('takes today in Toronto, not in UTC', () => {
    // 02:00 UTC on the 28th is still the evening of the 27th in Toronto.
    expect(torontoToday(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
    expect(torontoToday(new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
  });
});
