import {
  availabilitySettingsSchema,
  openHouseSchema,
  type AvailabilitySettings,
} from '@rentals/domain/viewings/availability';
import type { BookingMode, ShowingType, Weekday } from '@rentals/domain/viewings/enums';
import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import { z } from 'zod';
import { parseNumberText } from '../../../../lib/forms/number-text';

/*
 * The availability editor's values. Weekly windows and open houses are wall-clock times of the
 * listing's zone, typed and sent as such ('10:00' stays 10:00 across daylight-saving changes);
 * only the open houses come back as UTC instants, turned back into the zone's day and times here.
 */

export interface WindowValues {
  weekday: Weekday;
  start: string;
  end: string;
}

/** What the settings form's inputs hold: number inputs give text. */
export interface AvailabilityFormValues {
  windows: WindowValues[];
  slotMinutes: string;
  bufferMinutes: string;
  horizonDays: string;
  minNoticeHours: string;
  capacityPerSlot: string;
  mode: BookingMode;
  showingType: ShowingType;
  meetingLink: string;
}

const NUMBER_FIELDS = [
  'slotMinutes',
  'bufferMinutes',
  'horizonDays',
  'minNoticeHours',
  'capacityPerSlot',
] as const;

/** The settings as the API answers them, made into the form's values. */
export function availabilityFormValues(
  settings: Omit<AvailabilitySettings, 'windows' | 'meetingLink'> & {
    windows: readonly WindowValues[];
    meetingLink?: string | null;
  },
): AvailabilityFormValues {
  return {
    windows: settings.windows.map(({ weekday, start, end }) => ({ weekday, start, end })),
    ...(Object.fromEntries(NUMBER_FIELDS.map((name) => [name, String(settings[name])])) as Record<
      (typeof NUMBER_FIELDS)[number],
      string
    >),
    mode: settings.mode,
    showingType: settings.showingType,
    meetingLink: settings.meetingLink ?? '',
  };
}

/** The shared availabilitySettingsSchema fed from the form's text: numbers as typed, no link as null. */
export const availabilityFormSchema = z.preprocess((input) => {
  const values = input as AvailabilityFormValues;
  return {
    ...values,
    ...Object.fromEntries(NUMBER_FIELDS.map((name) => [name, parseNumberText(values[name], 'integer')])),
    meetingLink: values.meetingLink.trim() || null,
  };
}, availabilitySettingsSchema);

/** The fields the API may name in its issues, for applyServerErrors: each window's times included. */
export function availabilityFieldPaths(values: AvailabilityFormValues) {
  return [
    ...NUMBER_FIELDS,
    'mode',
    'showingType',
    'meetingLink',
    ...values.windows.flatMap((_, i) => [`windows.${i}.start`, `windows.${i}.end`] as const),
  ] as const;
}

/** A day's windows with their places in the form's list (errors and inputs are named by it). */
export function windowsOfDay(windows: readonly WindowValues[], weekday: Weekday) {
  return windows
    .map((window, index) => ({ window, index }))
    .filter(({ window }) => window.weekday === weekday);
}

/** A new window of a day: after the day's last one when there is room, else a morning. */
export function nextWindow(windows: readonly WindowValues[], weekday: Weekday): WindowValues {
  const last = windowsOfDay(windows, weekday).at(-1)?.window;
  if (last && last.end <= '20:00') {
    const [h, m] = last.end.split(':').map(Number) as [number, number];
    const end = `${String(Math.min(h + 2, 23)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    return { weekday, start: last.end, end };
  }
  return { weekday, start: '10:00', end: '12:00' };
}

/** What the open house form's inputs hold. */
export interface OpenHouseFormValues {
  date: string;
  start: string;
  end: string;
  capacity: string;
}

export const EMPTY_OPEN_HOUSE: OpenHouseFormValues = {
  date: '',
  start: '13:00',
  end: '15:00',
  capacity: '10',
};

export const OPEN_HOUSE_FIELDS = ['date', 'start', 'end', 'capacity'] as const;

/** The shared openHouseSchema fed from the form's text. */
export const openHouseFormSchema = z.preprocess((input) => {
  const values = input as OpenHouseFormValues;
  return { ...values, capacity: parseNumberText(values.capacity, 'integer') };
}, openHouseSchema);

/** An open house's local day and times in the listing's zone, from the instants the API keeps. */
export function openHouseWallTimes(house: { startsAt: string; endsAt: string }, zone: string) {
  const start = utcToLocal(new Date(house.startsAt), zone);
  return { date: start.date, start: start.time, end: utcToLocal(new Date(house.endsAt), zone).time };
}
