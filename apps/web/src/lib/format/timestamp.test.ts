import { afterEach, describe, expect, it } from 'vitest';
import { formatTimestamp } from './timestamp';

describe('formatTimestamp', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('writes MM-DD-YYYY hh:mm in local time, on the 12-hour clock', () => {
    expect(formatTimestamp(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('01-05-2026 09:07');
    expect(formatTimestamp(new Date(2026, 10, 22, 15, 30).toISOString())).toBe('11-22-2026 03:30');
    expect(formatTimestamp(new Date(2026, 10, 22, 0, 5).toISOString())).toBe('11-22-2026 12:05');
  });

  it("follows the browser's time zone: one instant reads differently in Toronto and Vancouver", () => {
    const instant = '2026-03-01T04:30:00Z';
    process.env.TZ = 'America/Toronto';
    expect(formatTimestamp(instant)).toBe('02-28-2026 11:30');
    process.env.TZ = 'America/Vancouver';
    expect(formatTimestamp(instant)).toBe('02-28-2026 08:30');
  });

  it('answers nothing for a value that is not a date', () => {
    expect(formatTimestamp('soon')).toBe('');
  });
});
