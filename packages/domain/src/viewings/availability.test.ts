import { describe, expect, it } from 'vitest';
import { fieldLabelFor } from '../i18n/field-labels';
import { availabilitySettingsSchema, openHouseSchema, openHousesSchema } from './availability';
import { WINDOWS_PER_DAY_MAX } from './limits';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const mondayMorning = { weekday: 'MON', start: '09:00', end: '12:00' };

describe('availability settings', () => {
  it('fills the defaults and drops a link an in-person listing does not use', () => {
    const parsed = availabilitySettingsSchema.parse({
      windows: [mondayMorning],
      meetingLink: 'https://meet.example.ca/abc',
    });
    expect(parsed).toEqual({
      windows: [mondayMorning],
      slotMinutes: 30,
      bufferMinutes: 0,
      horizonDays: 14,
      minNoticeHours: 24,
      mode: 'REQUEST',
      showingType: 'IN_PERSON',
      meetingLink: null,
      capacityPerSlot: 1,
    });
  });

  it('needs an https meeting link for a virtual showing', () => {
    const virtual = { windows: [mondayMorning], showingType: 'VIRTUAL' };
    expect(issues(availabilitySettingsSchema.safeParse(virtual))).toEqual([['meetingLink', 'required']]);
    expect(
      issues(availabilitySettingsSchema.safeParse({ ...virtual, meetingLink: 'http://meet.example.ca/abc' })),
    ).toEqual([['meetingLink', 'httpsUrl']]);
    expect(issues(availabilitySettingsSchema.safeParse({ ...virtual, meetingLink: 'not a link' }))).toEqual([
      ['meetingLink', 'url'],
    ]);
    const ok = availabilitySettingsSchema.parse({ ...virtual, meetingLink: ' https://meet.example.ca/abc ' });
    expect(ok.meetingLink).toBe('https://meet.example.ca/abc');
  });

  it('refuses windows that end before they start, overlap, or cannot hold one viewing', () => {
    const r = availabilitySettingsSchema.safeParse({
      windows: [
        { weekday: 'MON', start: '12:00', end: '09:00' },
        mondayMorning,
        { weekday: 'MON', start: '11:30', end: '14:00' },
        { weekday: 'TUE', start: '11:30', end: '11:45' },
        { weekday: 'WED', start: '24:00', end: '25:00' },
      ],
    });
    expect(issues(r)).toEqual([
      ['windows.0.end', 'endNotAfterStart'],
      ['windows.4.start', 'timeOfDay'],
      ['windows.4.end', 'timeOfDay'],
      ['windows.2.start', 'windowsOverlap'],
      ['windows.3.end', 'windowShorterThanSlot'],
    ]);
    const parsedShapes = availabilitySettingsSchema.safeParse({
      windows: [
        mondayMorning,
        { weekday: 'MON', start: '11:30', end: '14:00' },
        { weekday: 'TUE', start: '11:30', end: '11:45' },
      ],
    });
    expect(issues(parsedShapes)).toEqual([
      ['windows.1.start', 'windowsOverlap'],
      ['windows.2.end', 'windowShorterThanSlot'],
    ]);
    // Windows that touch are fine.
    const touching = [mondayMorning, { weekday: 'MON', start: '12:00', end: '15:00' }];
    expect(availabilitySettingsSchema.safeParse({ windows: touching }).success).toBe(true);
  });

  it('keeps numbers inside their limits', () => {
    const r = availabilitySettingsSchema.safeParse({
      windows: [mondayMorning],
      slotMinutes: 7,
      bufferMinutes: -1,
      horizonDays: 365,
      minNoticeHours: 1.5,
      capacityPerSlot: 0,
      mode: 'WHENEVER',
    });
    expect(issues(r)).toEqual([
      ['slotMinutes', 'min'],
      ['slotMinutes', 'invalid'],
      ['bufferMinutes', 'min'],
      ['horizonDays', 'max'],
      ['minNoticeHours', 'invalid'],
      ['mode', 'invalidChoice'],
      ['capacityPerSlot', 'min'],
    ]);
    const crowded = Array.from({ length: WINDOWS_PER_DAY_MAX + 1 }, (_, i) => ({
      weekday: 'FRI',
      start: `${String(8 + i).padStart(2, '0')}:00`,
      end: `${String(8 + i).padStart(2, '0')}:45`,
    }));
    expect(issues(availabilitySettingsSchema.safeParse({ windows: crowded }))).toEqual([
      ['windows', 'windowsPerDayMax'],
    ]);
  });

  it('labels its fields in both languages', () => {
    expect(fieldLabelFor(availabilitySettingsSchema, 'windows.3.start')?.en).toBe('From');
    expect(fieldLabelFor(availabilitySettingsSchema, 'meetingLink')?.fr).toBe('Lien de la rencontre');
    expect(fieldLabelFor(openHousesSchema, 'openHouses.1.capacity')?.en).toBe('Renters who may come');
  });
});

describe('open houses', () => {
  const house = { date: '2026-06-06', start: '13:00', end: '15:00', capacity: 25 };

  it('need an end after the start, a bounded length and a capacity', () => {
    expect(openHouseSchema.parse(house)).toEqual(house);
    expect(issues(openHouseSchema.safeParse({ ...house, end: '13:00' }))).toEqual([
      ['end', 'endNotAfterStart'],
    ]);
    expect(issues(openHouseSchema.safeParse({ ...house, start: '08:00', end: '20:00' }))).toEqual([
      ['end', 'openHouseTooLong'],
    ]);
    expect(issues(openHouseSchema.safeParse({ ...house, date: '2026-02-30', capacity: 0 }))).toEqual([
      ['date', 'invalidDate'],
      ['capacity', 'min'],
    ]);
  });

  it('may not overlap one another on the same day', () => {
    const r = openHousesSchema.safeParse({
      openHouses: [house, { ...house, start: '14:30', end: '16:00' }, { ...house, date: '2026-06-07' }],
    });
    expect(issues(r)).toEqual([['openHouses.1.start', 'openHousesOverlap']]);
  });
});
