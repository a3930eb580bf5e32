import { STAFF_TIME_ZONE } from '../limits';
import { addDaysIso, localToUtc, utcToLocal, weekdayOfIsoDate } from '../viewings/time-zones';
import type { Bilingual } from '../i18n/translate';

/*
 * Requests landlords send the team for a managed plan (spec/03 §4.2). The landlord is told 'A team
 * follows up within two business days' (spec/03 §9), so the back office shows each request against
 * that promise. Business days are Monday to Friday in the team's time zone; statutory holidays are
 * not counted out, so the promise is never shown later than it was made.
 */

export const PREMIUM_REQUEST_STATUSES = ['NEW', 'CONTACTED', 'CLOSED'] as const;
export type PremiumRequestStatus = (typeof PREMIUM_REQUEST_STATUSES)[number];

export const PREMIUM_REQUEST_STATUS_LABELS: Record<PremiumRequestStatus, Bilingual> = {
  NEW: { en: 'New', fr: 'Nouvelle' },
  CONTACTED: { en: 'Contacted', fr: 'Contactée' },
  CLOSED: { en: 'Closed', fr: 'Fermée' },
};

/** The follow-up promise, in business days. */
export const FOLLOW_UP_BUSINESS_DAYS = 2;

const isBusinessDay = (date: string) => !['SAT', 'SUN'].includes(weekdayOfIsoDate(date));

/**
 * When the team's follow-up is due: the same Toronto wall-clock time two business days later
 * (Thursday 10:00 → Monday 10:00; Saturday 10:00 → Tuesday 10:00).
 */
export function followUpDueAt(createdAt: Date, businessDays = FOLLOW_UP_BUSINESS_DAYS): Date {
  const local = utcToLocal(createdAt, STAFF_TIME_ZONE);
  let date = local.date;
  for (let counted = 0; counted < businessDays;) {
    date = addDaysIso(date, 1);
    if (isBusinessDay(date)) counted += 1;
  }
  // utcToLocal keeps minutes; the seconds are carried over so the delay is whole days of wall time.
  const withinMinute = Number(createdAt) % 60_000;
  return new Date(Number(localToUtc(date, local.time, STAFF_TIME_ZONE)) + withinMinute);
}

/** Whether a request still waiting for the team is past its follow-up promise at `now`. */
export function isFollowUpOverdue(createdAt: Date, now: Date): boolean {
  return Number(now) > Number(followUpDueAt(createdAt));
}
