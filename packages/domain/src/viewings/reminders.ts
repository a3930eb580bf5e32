import type { ViewingStatus } from './statuses';

/**
 * Reminder e-mails before a confirmed viewing (VIEWING_REMINDER): the day before, to plan around
 * it, and shortly before, to leave on time. Latest last, so the order is the order they are due.
 */
export const REMINDER_OFFSETS = [
  { key: 'DAY_BEFORE', hours: 24 },
  { key: 'SHORTLY_BEFORE', hours: 2 },
] as const;
export type ReminderKey = (typeof REMINDER_OFFSETS)[number]['key'];

const HOUR_MS = 3_600_000;

export interface ReminderViewing {
  status: ViewingStatus;
  startsAt: Date;
  /**
   * When the viewing got its current time (confirmed, or a new time accepted). A reminder due
   * before then is not sent: a viewing booked three hours ahead gets no 'tomorrow' e-mail.
   */
  confirmedAt: Date;
  /** Reminders already sent for the current time (the API clears them when the time changes). */
  sent?: readonly ReminderKey[];
}

export interface Reminder {
  key: ReminderKey;
  dueAt: Date;
}

/** Every reminder the viewing gets at its current time, sent or not: only confirmed ones get any. */
function applicable(viewing: ReminderViewing): Reminder[] {
  if (viewing.status !== 'CONFIRMED') return [];
  return REMINDER_OFFSETS.map((o) => ({
    key: o.key,
    dueAt: new Date(viewing.startsAt.getTime() - o.hours * HOUR_MS),
  })).filter((r) => r.dueAt >= viewing.confirmedAt);
}

/** The reminders still to come, for a scheduler: none in the past, none once the viewing is not confirmed. */
export function reminderSchedule(viewing: ReminderViewing, now: Date): Reminder[] {
  return applicable(viewing).filter((r) => r.dueAt > now && !viewing.sent?.includes(r.key));
}

/**
 * The reminder to send now, if any: the latest one whose time has come, not sent yet, before
 * the viewing starts. When a worker was down past two due times only the later one goes out; the
 * earlier one is then superseded for good, so each is sent at most once.
 */
export function reminderDue(viewing: ReminderViewing, now: Date): Reminder | null {
  if (now >= viewing.startsAt) return null;
  const latest = applicable(viewing)
    .filter((r) => r.dueAt <= now)
    .at(-1);
  return latest && !viewing.sent?.includes(latest.key) ? latest : null;
}
