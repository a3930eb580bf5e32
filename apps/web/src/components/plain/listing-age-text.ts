import type { TFunction } from 'i18next';
import { listingFreshness, relativeAge } from '@rentals/domain/listings/freshness';
import type { Locale } from '@rentals/domain/users/enums';
import { intlLocale } from '../../lib/format/number';

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

/** 'today', 'yesterday', '3 days ago' ('aujourd’hui', 'hier', 'il y a 3 jours'), one format per language. */
function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}

/** The calendar day of an instant on this device's clock, 'YYYY-MM-DD'. */
function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * 'Posted today', 'Updated 3 days ago', 'Mis à jour il y a 3 jours' of a posted listing at `now`,
 * in the viewer's calendar (packages/domain/src/listings/freshness.ts), with the moment it names.
 */
export function listingAgeText(
  listing: { postedAt: string; contentUpdatedAt: string | null | undefined },
  now: Date,
  locale: Locale,
  t: TFunction,
): { text: string; at: Date } {
  const updated = listing.contentUpdatedAt ? new Date(listing.contentUpdatedAt) : null;
  const { kind, at } = listingFreshness(new Date(listing.postedAt), updated);
  const age = relativeAge(localDay(now), localDay(at));
  const when = relativeFormat(locale).format(age.value, age.unit);
  return { text: t(kind === 'posted' ? 'listingAge.posted' : 'listingAge.updated', { when }), at };
}

/**
 * 'Availability confirmed 3 days ago' ('Disponibilité confirmée il y a 3 jours') at `now`, with the
 * same wording rules as the listing's age.
 */
export function availabilityConfirmedText(
  confirmedAt: string,
  now: Date,
  locale: Locale,
  t: TFunction,
): string {
  const age = relativeAge(localDay(now), localDay(new Date(confirmedAt)));
  return t('listingAge.confirmed', { when: relativeFormat(locale).format(age.value, age.unit) });
}
