import type { Locale } from '@rentals/domain/users/enums';
import { intlLocale } from './number';

/*
 * Dates on the pages renters and landlords read, with the month in words: '12-01-2026' reads as
 * December 1 in the United States and as January 12 in much of Canada, 'December 1, 2026' and
 * « 1er décembre 2026 » read one way. Staff tables keep the spec's MM-DD-YYYY hh:mm
 * (lib/format/timestamp).
 */

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per language and kind, made once (making one loads the locale's data). */
function dateFormat(locale: Locale, withTime: boolean, calendarDay: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}|${calendarDay}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      // A calendar day (YYYY-MM-DD) is the same day everywhere: read and written in UTC.
      ...(calendarDay ? { timeZone: 'UTC' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A day as public pages write it: 'December 1, 2026', « 1er décembre 2026 » (French writes the
 * first of the month as an ordinal). Takes a calendar day (YYYY-MM-DD) or an ISO timestamp, shown
 * in the viewer's time zone, with its time when `withTime`. Anything unreadable is returned as is.
 */
export function formatPublicDate(value: string, locale: Locale, { withTime = false } = {}): string {
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!)) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = dateFormat(locale, withTime && !day, !!day).formatToParts(date);
  return parts
    .map((part) => (locale === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** The month and year someone joined (the public profiles' "Member since …"), e.g. "March 2026" or "mars 2026". */
export function formatMonthYear(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric' }).format(date);
}
