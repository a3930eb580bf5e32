import { describe, expect, it } from 'vitest';
import {
  availabilityFormSchema,
  availabilityFormValues,
  nextWindow,
  openHouseFormSchema,
  openHouseWallTimes,
  windowsOfDay,
  type AvailabilityFormValues,
} from './availability-form';

const form = (change: Partial<AvailabilityFormValues> = {}): AvailabilityFormValues => ({
  windows: [{ weekday: 'MON', start: '09:00', end: '12:00' }],
  slotMinutes: '30',
  bufferMinutes: '0',
  horizonDays: '14',
  minNoticeHours: '24',
  capacityPerSlot: '1',
  mode: 'REQUEST',
  showingType: 'IN_PERSON',
  meetingLink: '',
  ...change,
});

describe('the availability form', () => {
  it('sends the numbers typed and the wall times as typed, without a link in person', () => {
    const parsed = availabilityFormSchema.parse(form({ slotMinutes: '45', meetingLink: 'https://x.test' }));
    expect(parsed).toMatchObject({
      windows: [{ weekday: 'MON', start: '09:00', end: '12:00' }],
      slotMinutes: 45,
      meetingLink: null,
    });
  });

  it('keeps a bad number as an error of its field rather than a number nobody typed', () => {
    const result = availabilityFormSchema.safeParse(form({ bufferMinutes: '1e3', horizonDays: '' }));
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['bufferMinutes']);
  });

  it('asks for the link of a virtual viewing, and refuses overlapping windows', () => {
    const result = availabilityFormSchema.safeParse(
      form({
        showingType: 'VIRTUAL',
        windows: [
          { weekday: 'TUE', start: '09:00', end: '12:00' },
          { weekday: 'TUE', start: '11:00', end: '13:00' },
        ],
      }),
    );
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['meetingLink', 'required'],
      ['windows.1.start', 'windowsOverlap'],
    ]);
  });

  it('reads the settings the API answers back into text', () => {
    const values = availabilityFormValues({
      windows: [{ weekday: 'SAT', start: '10:00', end: '14:00' }],
      slotMinutes: 20,
      bufferMinutes: 10,
      horizonDays: 30,
      minNoticeHours: 12,
      capacityPerSlot: 2,
      mode: 'INSTANT',
      showingType: 'VIRTUAL',
      meetingLink: 'https://meet.test/a',
    });
    expect(values).toMatchObject({
      slotMinutes: '20',
      capacityPerSlot: '2',
      meetingLink: 'https://meet.test/a',
    });
    expect(availabilityFormSchema.parse(values)).toMatchObject({ slotMinutes: 20, mode: 'INSTANT' });
  });

  it("lists a day's windows with their places in the form, and proposes the next one after them", () => {
    const windows = form({
      windows: [
        { weekday: 'MON', start: '09:00', end: '12:00' },
        { weekday: 'WED', start: '17:00', end: '19:00' },
        { weekday: 'MON', start: '13:00', end: '15:00' },
      ],
    }).windows;
    expect(windowsOfDay(windows, 'MON').map((w) => w.index)).toEqual([0, 2]);
    expect(nextWindow(windows, 'MON')).toEqual({ weekday: 'MON', start: '15:00', end: '17:00' });
    expect(nextWindow(windows, 'FRI')).toEqual({ weekday: 'FRI', start: '10:00', end: '12:00' });
  });
});

describe('an open house', () => {
  it("shows the listing's own day and times, Newfoundland's half hour included", () => {
    // 13:00-15:00 in St. John's on July 4 (daylight time, UTC-2:30).
    const house = { startsAt: '2026-07-04T15:30:00.000Z', endsAt: '2026-07-04T17:30:00.000Z' };
    expect(openHouseWallTimes(house, 'America/St_Johns')).toEqual({
      date: '2026-07-04',
      start: '13:00',
      end: '15:00',
    });
    // The same instants are 11:30 to 13:30 in Toronto.
    expect(openHouseWallTimes(house, 'America/Toronto')).toMatchObject({ start: '11:30', end: '13:30' });
  });

  it('is checked with the shared schema, its capacity read from the text typed', () => {
    expect(
      openHouseFormSchema.parse({ date: '2030-05-02', start: '13:00', end: '15:00', capacity: '12' }),
    ).toEqual({ date: '2030-05-02', start: '13:00', end: '15:00', capacity: 12 });
    const wrong = openHouseFormSchema.safeParse({
      date: '2030-05-02',
      start: '15:00',
      end: '13:00',
      capacity: '0',
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['capacity', 'min'],
      ['end', 'endNotAfterStart'],
    ]);
  });
});
