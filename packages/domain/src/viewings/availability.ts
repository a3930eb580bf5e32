import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { isoDateSchema } from '../iso-date-schema';
import { BOOKING_MODES, SHOWING_TYPES, WEEKDAYS } from './enums';
import {
  AVAILABILITY_FIELD_LABELS,
  OPEN_HOUSE_FIELD_LABELS,
  OPEN_HOUSES_FIELD_LABELS,
  WINDOW_FIELD_LABELS,
} from './field-labels';
import {
  BOOKING_HORIZON_DAYS_DEFAULT,
  BOOKING_HORIZON_DAYS_MAX,
  BOOKING_HORIZON_DAYS_MIN,
  BUFFER_MINUTES_DEFAULT,
  BUFFER_MINUTES_MAX,
  MEETING_LINK_MAX_LENGTH,
  MIN_NOTICE_HOURS_DEFAULT,
  MIN_NOTICE_HOURS_MAX,
  OPEN_HOUSE_CAPACITY_MAX,
  OPEN_HOUSE_HOURS_MAX,
  OPEN_HOUSES_MAX,
  SLOT_CAPACITY_DEFAULT,
  SLOT_CAPACITY_MAX,
  SLOT_MINUTES_DEFAULT,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  SLOT_MINUTES_STEP,
  WINDOWS_PER_DAY_MAX,
} from './limits';
import { minutesOfTime } from './time-zones';

/*
 * A listing's viewing availability (issue 17), set by its landlord or, on the Viewings Management
 * plan, by staff. Times are wall-clock times of the listing's zone ('10:00' stays 10:00 across
 * daylight-saving changes); slots.ts turns them into UTC instants.
 */

/** A wall-clock time 'HH:MM', 00:00 to 23:59. A window ends the same day: none runs past midnight. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeOfDay');

const int = (min: number, max: number) => z.number('invalid').int('invalid').min(min, 'min').max(max, 'max');

/** The URL's scheme ('https:'), or null when the text is no URL (URL.canParse is missing from older Safari). */
function protocolOf(text: string): string | null {
  try {
    return new URL(text).protocol;
  } catch {
    return null;
  }
}

/** A link renters open for a virtual viewing: https only, so no meeting is joined over plain http. */
export const meetingLinkSchema = z
  .string()
  .trim()
  .max(MEETING_LINK_MAX_LENGTH, 'tooLong')
  .refine((v) => protocolOf(v) !== null, 'url')
  .refine((v) => protocolOf(v) === null || protocolOf(v) === 'https:', 'httpsUrl');

/** One weekly window: on a weekday, from start to end, local time. */
export const weeklyWindowSchema = z
  .object({
    weekday: z.enum(WEEKDAYS, 'invalidChoice'),
    start: timeOfDaySchema,
    end: timeOfDaySchema,
  })
  .refine((w) => w.end > w.start, { path: ['end'], message: 'endNotAfterStart' });
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

export const availabilitySettingsSchema = z
  .object({
    windows: z.array(weeklyWindowSchema).max(WEEKDAYS.length * WINDOWS_PER_DAY_MAX, 'windowsPerDayMax'),
    slotMinutes: int(SLOT_MINUTES_MIN, SLOT_MINUTES_MAX)
      .multipleOf(SLOT_MINUTES_STEP, 'invalid')
      .default(SLOT_MINUTES_DEFAULT),
    bufferMinutes: int(0, BUFFER_MINUTES_MAX).default(BUFFER_MINUTES_DEFAULT),
    horizonDays: int(BOOKING_HORIZON_DAYS_MIN, BOOKING_HORIZON_DAYS_MAX).default(
      BOOKING_HORIZON_DAYS_DEFAULT,
    ),
    minNoticeHours: int(0, MIN_NOTICE_HOURS_MAX).default(MIN_NOTICE_HOURS_DEFAULT),
    mode: z.enum(BOOKING_MODES, 'invalidChoice').default('REQUEST'),
    showingType: z.enum(SHOWING_TYPES, 'invalidChoice').default('IN_PERSON'),
    meetingLink: meetingLinkSchema.nullish(),
    capacityPerSlot: int(1, SLOT_CAPACITY_MAX).default(SLOT_CAPACITY_DEFAULT),
  })
  .superRefine((settings, ctx) => {
    if (settings.showingType === 'VIRTUAL' && !settings.meetingLink)
      ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: 'required' });
    const byDay = new Map<string, { index: number; start: number; end: number }[]>();
    settings.windows.forEach((w, index) => {
      // A window already refused (bad time, end before start) takes no part in the comparisons.
      if (!timeOfDaySchema.safeParse(w.start).success || !timeOfDaySchema.safeParse(w.end).success) return;
      if (w.end <= w.start) return;
      const day = byDay.get(w.weekday) ?? [];
      day.push({ index, start: minutesOfTime(w.start), end: minutesOfTime(w.end) });
      byDay.set(w.weekday, day);
    });
    for (const day of byDay.values()) {
      if (day.length > WINDOWS_PER_DAY_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['windows'],
          message: 'windowsPerDayMax',
          params: { max: WINDOWS_PER_DAY_MAX },
        });
      }
      day.sort((a, b) => a.start - b.start);
      day.forEach((w, i) => {
        // Touching windows (9:00-12:00, 12:00-15:00) are allowed; sharing a minute is not.
        if (i > 0 && w.start < day[i - 1]!.end)
          ctx.addIssue({ code: 'custom', path: ['windows', w.index, 'start'], message: 'windowsOverlap' });
        if (w.end - w.start < settings.slotMinutes)
          ctx.addIssue({
            code: 'custom',
            path: ['windows', w.index, 'end'],
            message: 'windowShorterThanSlot',
          });
      });
    }
  })
  // An in-person listing keeps no stale link that a later e-mail could show.
  .transform((s) => ({ ...s, meetingLink: s.showingType === 'VIRTUAL' ? (s.meetingLink ?? null) : null }));
export type AvailabilitySettingsInput = z.input<typeof availabilitySettingsSchema>;
export type AvailabilitySettings = z.output<typeof availabilitySettingsSchema>;

/** A one-off open house: a local day and time range many renters may come to, up to its capacity. */
export const openHouseSchema = z
  .object({
    date: isoDateSchema,
    start: timeOfDaySchema,
    end: timeOfDaySchema,
    capacity: int(1, OPEN_HOUSE_CAPACITY_MAX),
  })
  .superRefine((o, ctx) => {
    if (o.end <= o.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'endNotAfterStart' });
    else if (minutesOfTime(o.end) - minutesOfTime(o.start) > OPEN_HOUSE_HOURS_MAX * 60)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'openHouseTooLong',
        params: { max: OPEN_HOUSE_HOURS_MAX },
      });
  });
export type OpenHouseInput = z.infer<typeof openHouseSchema>;
/** A stored open house: the parsed input with the id the API gave it (bookings refer to it). */
export type OpenHouse = OpenHouseInput & { id: string };

/** A listing's open houses as one list: at most OPEN_HOUSES_MAX, none overlapping another. */
export const openHousesSchema = z
  .object({ openHouses: z.array(openHouseSchema).max(OPEN_HOUSES_MAX, 'max') })
  .superRefine(({ openHouses }, ctx) => {
    openHouses.forEach((o, i) => {
      const clash = openHouses.some(
        (other, j) => j < i && other.date === o.date && other.start < o.end && o.start < other.end,
      );
      if (clash)
        ctx.addIssue({ code: 'custom', path: ['openHouses', i, 'start'], message: 'openHousesOverlap' });
    });
  });

// Field labels for validation messages, by path (i18n/field-labels.ts).
withFieldLabels(weeklyWindowSchema, WINDOW_FIELD_LABELS);
withFieldLabels(availabilitySettingsSchema, AVAILABILITY_FIELD_LABELS);
withFieldLabels(openHouseSchema, OPEN_HOUSE_FIELD_LABELS);
withFieldLabels(openHousesSchema, OPEN_HOUSES_FIELD_LABELS);
