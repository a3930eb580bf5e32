import type { Locale } from '@rentals/domain/users/enums';
import { formatPublicDate } from '../../../lib/format/date';
import { intlLocale } from '../../../lib/format/number';
import { localDay } from './message-list';

/* How the conversation pages write times, days and file sizes, in English and French. */

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** A message's time of day: '2:05 p.m.', « 14 h 05 ». */
export function messageTime(iso: string, locale: Locale): string {
  return dateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day before `day` (YYYY-MM-DD), as a calendar day. */
function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(y, m - 1, d - 1));
}

export type RelativeDay = 'today' | 'yesterday' | null;

/** Whether a calendar day is today or yesterday for the viewer. */
export function relativeDay(day: string, now: Date): RelativeDay {
  const today = localDay(now);
  if (day === today) return 'today';
  if (day === dayBefore(today)) return 'yesterday';
  return null;
}

/** A date separator's day when it is neither today nor yesterday: 'November 24, 2026'. */
export function separatorDate(day: string, locale: Locale): string {
  return formatPublicDate(day, locale);
}

/**
 * The time beside a conversation in the list: the time of day today, the weekday within the last
 * week, the day and month this year, else the full date.
 */
export function listTime(iso: string, now: Date, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (localDay(date) === localDay(now)) return messageTime(iso, locale);
  if (now.getTime() - date.getTime() < 6 * DAY_MS && date < now)
    return dateTimeFormat(locale, { weekday: 'short' }).format(date);
  if (date.getFullYear() === now.getFullYear())
    return dateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(date);
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A file size as people read it: '820 KB', « 1,4 Mo ». */
export function fileSize(bytes: number, locale: Locale): string {
  const units = locale === 'fr' ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(value);
  return `${number}\u00a0${units[unit]}`;
}

/** Attachments shown as a picture rather than a download card. */
export function isImage(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}
