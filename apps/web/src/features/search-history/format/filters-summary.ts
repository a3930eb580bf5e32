import type { Bilingual } from '@rentals/domain/i18n/translate';
import {
  BEDROOM_LABELS,
  LOCATION_TAG_LABELS,
  PET_LABELS,
  PROPERTY_TYPE_LABELS,
  UTILITY_LABELS,
} from '@rentals/domain/listings/enums';
import type { Locale } from '@rentals/domain/users/enums';
import { numberFormat } from '../../../lib/format/number';

/*
 * A saved search's filters (the JSON of ListingSearchInput fields the API stores) as short lines
 * for the staff table: "Price: $1,200 – $2,000", "Bedrooms: Studio, One Bedroom". The city is the
 * row's location column already; the map area is only said to be there.
 */

/** The filter names a summary line starts with; the page gives them in the viewer's language. */
export type FilterName =
  | 'neighbourhood'
  | 'price'
  | 'bedrooms'
  | 'bathrooms'
  | 'propertyType'
  | 'pets'
  | 'furnished'
  | 'parking'
  | 'utilities'
  | 'tags'
  | 'moveIn'
  | 'keyword'
  | 'bounds';

export interface SummaryWords {
  name: (filter: FilterName) => string;
  yes: string;
  no: string;
  atLeast: (value: string) => string;
  mapArea: string;
}

export interface SummaryLine {
  filter: FilterName;
  text: string;
}

const labelled = (labels: Record<string, Bilingual>, locale: Locale) => (value: unknown) =>
  typeof value === 'string' ? (labels[value]?.[locale] ?? value) : String(value);

const list = (value: unknown, label: (v: unknown) => string) =>
  Array.isArray(value) && value.length ? value.map(label).join(', ') : null;

function money(amount: unknown, locale: Locale): string {
  if (typeof amount !== 'number') return '…';
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The lines of a saved search's filters, in a fixed order; none for a search by city alone. */
export function summarizeFilters(json: string, locale: Locale, words: SummaryWords): SummaryLine[] {
  let f: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    f = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return [];
  }
  const yesNo = (v: unknown) => (typeof v === 'boolean' ? (v ? words.yes : words.no) : null);
  const price =
    f.price_gte != null || f.price_lte != null
      ? `${money(f.price_gte, locale)} – ${money(f.price_lte, locale)}`
      : null;
  const values: [FilterName, string | null][] = [
    ['neighbourhood', typeof f.neighbourhood === 'string' ? f.neighbourhood : null],
    ['price', price],
    ['bedrooms', list(f.bedrooms, labelled(BEDROOM_LABELS, locale))],
    ['bathrooms', typeof f.bathrooms === 'number' ? words.atLeast(String(f.bathrooms)) : null],
    ['propertyType', list(f.propertyType, labelled(PROPERTY_TYPE_LABELS, locale))],
    ['pets', list(f.pets, labelled(PET_LABELS, locale))],
    ['furnished', yesNo(f.furnished)],
    ['parking', yesNo(f.parking)],
    ['utilities', list(f.utilities, labelled(UTILITY_LABELS, locale))],
    ['tags', list(f.tags, labelled(LOCATION_TAG_LABELS, locale))],
    ['moveIn', typeof f.moveIn === 'string' ? f.moveIn : null],
    ['keyword', typeof f.keyword === 'string' ? `“${f.keyword}”` : null],
    ['bounds', f.bounds ? words.mapArea : null],
  ];
  return values
    .filter((entry): entry is [FilterName, string] => entry[1] != null)
    .map(([filter, value]) => ({ filter, text: `${words.name(filter)}: ${value}` }));
}
