import type { Locale } from '@rentals/domain/users/enums';

/*
 * The staff's list of plan requests (spec/03 §4.2, §9). The team moves each one NEW → CONTACTED →
 * CLOSED; whether one is overdue (still NEW two business days on) is the API's `overdue`, counted
 * in Toronto time.
 */
export const PREMIUM_REQUEST_STATUSES = ['NEW', 'CONTACTED', 'CLOSED'] as const;
export type PremiumRequestStatus = (typeof PREMIUM_REQUEST_STATUSES)[number];

/** The one move staff can make next, or none once closed. */
export function nextStatus(status: PremiumRequestStatus): PremiumRequestStatus | null {
  if (status === 'NEW') return 'CONTACTED';
  if (status === 'CONTACTED') return 'CLOSED';
  return null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago a request came: '2 days ago', 'il y a 3 heures', 'now'. */
export function ageText(createdAt: string, now: Date, locale: Locale): string {
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  const format = new Intl.RelativeTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'minute');
}
