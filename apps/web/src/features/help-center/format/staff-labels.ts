import { PROVINCE_NAMES } from '@rentals/domain/locations/address-words';
import type { Locale, Province } from '@rentals/domain/users/enums';

/*
 * Names the staff pages show for stored values: a collection's title in the page's language
 * (collections keep both titles) and a province's name.
 */

/** The collection's title in `locale`, falling back to the other one when that is blank. */
export function collectionTitle(collection: { titleEn: string; titleFr: string }, locale: Locale): string {
  const own = locale === 'fr' ? collection.titleFr : collection.titleEn;
  return own.trim() ? own : locale === 'fr' ? collection.titleEn : collection.titleFr;
}

/** A province's or territory's name in `locale` (French where it differs from the English one). */
export function provinceLabel(province: Province, locale: Locale): string {
  const names = PROVINCE_NAMES[province];
  return (locale === 'fr' && names[1]) || names[0]!;
}

/** The language an article's other version is written in. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}
