import { describe, expect, it } from 'vitest';
import {
  formatLocalDay,
  zoneLongName,
  addDaysIso,
  formatViewingRange,
  formatViewingTime,
  localToUtc,
  timeZoneOf,
  utcToLocal,
  wallClockExists,
  weekdayOfIsoDate,
  zoneAbbreviation,
  zoneOffsetMillis,
} from './time-zones';

const iso = (d: Date) => d.toISOString();

describe('time zones of Canadian places', () => {
  it('gives each province its zone, Newfoundland its half hour', () => {
    expect(timeZoneOf('ON')).toBe('America/Toronto');
    expect(timeZoneOf('QC')).toBe('America/Toronto');
    expect(timeZoneOf('NL')).toBe('America/St_Johns');
    expect(timeZoneOf('SK')).toBe('America/Regina');
    expect(timeZoneOf('BC')).toBe('America/Vancouver');
    expect(timeZoneOf('NU')).toBe('America/Iqaluit');
  });

  it('knows the places whose clocks differ from their province, whatever the spelling', () => {
    expect(timeZoneOf('NL', 'Labrador City')).toBe('America/Goose_Bay');
    expect(timeZoneOf('ON', ' KENORA ')).toBe('America/Winnipeg');
    expect(timeZoneOf('QC', 'Îles-de-la-Madeleine')).toBe('America/Halifax');
    expect(timeZoneOf('SK', 'Lloydminster')).toBe('America/Edmonton');
    expect(timeZoneOf('ON', 'Ottawa')).toBe('America/Toronto');
    expect(timeZoneOf('NL', null)).toBe('America/St_Johns');
  });

  it('measures offsets, half hours included', () => {
    expect(zoneOffsetMillis(new Date('2026-01-15T12:00:00Z'), 'America/St_Johns')).toBe(-3.5 * 3_600_000);
    expect(zoneOffsetMillis(new Date('2026-07-15T12:00:00Z'), 'America/St_Johns')).toBe(-2.5 * 3_600_000);
    expect(zoneOffsetMillis(new Date('2026-07-15T12:00:00Z'), 'America/Regina')).toBe(-6 * 3_600_000);
  });
});

describe('local wall-clock times to UTC', () => {
  it('converts ordinary times both ways', () => {
    expect(iso(localToUtc('2026-01-15', '10:00', 'America/Toronto'))).toBe('2026-01-15T15:00:00.000Z');
    expect(iso(localToUtc('2026-07-15', '10:00', 'America/Toronto'))).toBe('2026-07-15T14:00:00.000Z');
    expect(iso(localToUtc('2026-01-15', '10:00', 'America/St_Johns'))).toBe('2026-01-15T13:30:00.000Z');
    expect(utcToLocal(new Date('2026-07-15T13:00:00Z'), 'America/St_Johns')).toEqual({
      date: '2026-07-15',
      time: '10:30',
    });
    expect(utcToLocal(new Date('2026-01-01T03:00:00Z'), 'America/Vancouver')).toEqual({
      date: '2025-12-31',
      time: '19:00',
    });
  });

  it('moves a time inside the March gap forward by the gap', () => {
    // 2026-03-08: clocks go from 02:00 standard time to 03:00 daylight time.
    expect(iso(localToUtc('2026-03-08', '02:30', 'America/Toronto'))).toBe('2026-03-08T07:30:00.000Z');
    expect(utcToLocal(localToUtc('2026-03-08', '02:30', 'America/Toronto'), 'America/Toronto').time).toBe(
      '03:30',
    );
    expect(iso(localToUtc('2026-03-08', '02:00', 'America/St_Johns'))).toBe('2026-03-08T05:30:00.000Z');
    expect(wallClockExists('2026-03-08', '02:00', 'America/Toronto')).toBe(false);
    expect(wallClockExists('2026-03-08', '01:59', 'America/Toronto')).toBe(true);
    expect(wallClockExists('2026-03-08', '03:00', 'America/St_Johns')).toBe(true);
  });

  it('takes the first of a time the November overlap repeats', () => {
    // 2026-11-01: clocks go back from 02:00 daylight time to 01:00 standard time.
    expect(iso(localToUtc('2026-11-01', '01:30', 'America/Toronto'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(localToUtc('2026-11-01', '01:30', 'America/St_Johns'))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(localToUtc('2026-11-01', '02:00', 'America/Toronto'))).toBe('2026-11-01T07:00:00.000Z');
    expect(wallClockExists('2026-11-01', '01:30', 'America/Toronto')).toBe(true);
  });

  it('counts days and weekdays on the calendar', () => {
    expect(addDaysIso('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOfIsoDate('2026-03-08')).toBe('SUN');
    expect(weekdayOfIsoDate('2026-03-09')).toBe('MON');
  });
});

describe('times shown with their zone named', () => {
  const winter = new Date('2026-01-15T15:00:00Z');
  const summer = new Date('2026-07-15T14:00:00Z');

  it('names the zone as people read it, in each language', () => {
    expect(zoneAbbreviation(winter, 'America/Toronto', 'en')).toBe('EST');
    expect(zoneAbbreviation(summer, 'America/Toronto', 'en')).toBe('EDT');
    expect(zoneAbbreviation(winter, 'America/St_Johns', 'en')).toBe('NST');
    expect(zoneAbbreviation(summer, 'America/St_Johns', 'en')).toBe('NDT');
    expect(zoneAbbreviation(winter, 'America/Toronto', 'fr')).toBe('HNE');
    expect(zoneAbbreviation(summer, 'America/St_Johns', 'fr')).toBe('HAT');
  });

  it('writes the day, the time and the zone', () => {
    const en = formatViewingTime(summer, 'America/Toronto', 'en');
    expect(en).toContain('July 15, 2026');
    expect(en).toMatch(/10:00\sa\.m\.\sEDT$/);
    expect(formatViewingTime(summer, 'America/Toronto', 'fr')).toMatch(/15 juillet 2026 à 10 h 00 HAE$/);
    const range = formatViewingRange(summer, new Date('2026-07-15T14:30:00Z'), 'America/Toronto', 'fr');
    expect(range).toMatch(/^mercredi 15 juillet 2026, de 10 h 00 à 10 h 30 HAE$/);
  });
});

describe('formatLocalDay and zoneLongName', () => {
  it('names a local day in each language, on the same day in any reader’s zone', () => {
    expect(formatLocalDay('2026-03-12', 'en')).toBe('Thursday, March 12');
    expect(formatLocalDay('2026-03-12', 'fr')).toBe('jeudi 12 mars');
    expect(formatLocalDay('2026-03-12', 'en', { withYear: true })).toBe('Thursday, March 12, 2026');
    expect(formatLocalDay('2026-03-12', 'fr', { withYear: true })).toBe('jeudi 12 mars 2026');
  });

  it('names the zone as it is called at that time of year', () => {
    expect(zoneLongName('America/St_Johns', 'en', new Date('2026-01-15T12:00:00Z'))).toBe(
      'Newfoundland Standard Time',
    );
    expect(zoneLongName('America/Toronto', 'en', new Date('2026-07-15T12:00:00Z'))).toBe(
      'Eastern Daylight Time',
    );
  });
});
