import type { Locale } from '@rentals/domain/users/enums';
import { intlLocale } from '../../../lib/format/number';

/** A signing date or deadline, in the signer's language ('December 10, 2026' / '10 décembre 2026'). */
export function formatSigningDate(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(new Date(value));
}

/** A lease date (YYYY-MM-DD) as written, read as a calendar day with no time zone shift. */
export function formatLeaseDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
