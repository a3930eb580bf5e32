import type { TFunction } from 'i18next';
import { BEDROOMS, type Bedrooms } from '@rentals/domain/listings/enums';
import type { Locale } from '@rentals/domain/users/enums';
import { formatMoney, isPriced } from './card-format';

/*
 * The units of a building that a search's unit filters (price, bedrooms, bathrooms...) matched, as
 * the card names them: '2 units match: 1 bed $2,100, 2 beds $2,450'.
 */

/** The card names this many matched units, then says how many more there are. */
export const MATCHING_UNITS_SHOWN = 3;

interface MatchedUnit {
  id: string;
  bedrooms: Bedrooms;
  monthlyPrice?: number | null;
  contactForPricing: boolean;
}

/**
 * The listing's units the search matched, in the listing's order; null when the answer does not
 * say (a search without unit filters, a feed), so the card describes the whole building.
 */
export function matchedUnits<T extends { id: string }>(
  units: readonly T[],
  matchingIds: readonly string[] | null | undefined,
): T[] | null {
  if (!matchingIds?.length) return null;
  const ids = new Set(matchingIds);
  const matched = units.filter((u) => ids.has(u.id));
  return matched.length ? matched : null;
}

interface TextContext {
  t: TFunction<'search'>;
  locale: Locale;
}

/** 'Studio', 'Room', '1 bed', '2 beds', '4+ beds': the bedrooms as short as a card line needs. */
function shortBedrooms(bedrooms: Bedrooms, t: TFunction<'search'>): string {
  if (bedrooms === 'STUDIO') return t('card.studio');
  if (bedrooms === 'ROOM_SHARED_HOME') return t('card.room');
  if (bedrooms === 'FOUR_OR_MORE_BEDROOMS') return t('card.bedsOrMore', { count: 4 });
  // ONE_BEDROOM comes third in BEDROOMS, then one more bedroom each.
  return t('card.beds', { count: BEDROOMS.indexOf(bedrooms) - 1 });
}

/** '1 unit matches: 1 bed $2,100', '5 units match: …, +2 more'. */
export function matchingUnitsText(units: readonly MatchedUnit[], { t, locale }: TextContext): string {
  const named = units.slice(0, MATCHING_UNITS_SHOWN).map((unit) => {
    const bedrooms = shortBedrooms(unit.bedrooms, t);
    return isPriced(unit)
      ? t('card.unitPrice', { bedrooms, price: formatMoney(unit.monthlyPrice, locale) })
      : t('card.unitContact', { bedrooms });
  });
  const hidden = units.length - named.length;
  const list = named.join(', ');
  return t('card.matching', {
    count: units.length,
    units: hidden > 0 ? t('card.matchingMore', { units: list, count: hidden }) : list,
  });
}
