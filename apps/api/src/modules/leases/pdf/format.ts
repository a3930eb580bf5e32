import type { Locale } from '@rentals/domain/users/enums';

/*
 * Money and dates as each language writes them (en-CA: $2,150.00 and December 1, 2026; fr-CA:
 * 2 150,00 $ and 1 décembre 2026). Intl puts no-break spaces in French amounts, which keeps an
 * amount on one line when text wraps.
 */

const INTL_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

export function pdfLanguage(locale: Locale): string {
  return INTL_LOCALE[locale];
}

export function formatMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'CAD' }).format(amount);
}

/** A YYYY-MM-DD calendar day, read in UTC so the server's time zone cannot move it. */
export function formatIsoDate(iso: string, locale: Locale): string {
  return formatDate(new Date(`${iso}T00:00:00Z`), locale);
}

export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** An instant in UTC, ISO 8601 to the second: the certificate's times must not depend on a zone. */
export function formatUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The rent's due day written as the form expects it: "1st", "2nd" / "1er", "2e". */
export function ordinalDay(day: number, locale: Locale): string {
  if (locale === 'fr') return day === 1 ? '1er' : `${day}e`;
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
