import { BEDROOMS, type Bedrooms } from '../listings/enums';
import type { SearchFilters } from '../search/schemas';
import type { Locale } from '../users/enums';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from './limits';

/*
 * The name a saved search gets unless the renter types one: where, how many bedrooms and the
 * budget, e.g. 'Toronto · 1–2 beds · up to $2,500' ('Toronto · 1 à 2 chambres · jusqu'à 2 500 $').
 */

const WORDS = {
  en: {
    anywhere: 'All cities',
    room: 'Room',
    studio: 'Studio',
    beds: (n: string, one: boolean) => `${n} ${one ? 'bed' : 'beds'}`,
    range: (a: number, b: number) => `${a}–${b}`,
    upTo: (p: string) => `up to ${p}`,
    from: (p: string) => `from ${p}`,
    between: (a: string, b: string) => `${a}–${b}`,
    mapArea: 'map area',
  },
  fr: {
    anywhere: 'Toutes les villes',
    room: 'Chambre',
    studio: 'Studio',
    beds: (n: string, one: boolean) => `${n} ${one ? 'chambre' : 'chambres'}`,
    range: (a: number, b: number) => `${a} à ${b}`,
    upTo: (p: string) => `jusqu’à ${p}`,
    from: (p: string) => `à partir de ${p}`,
    between: (a: string, b: string) => `${a} à ${b}`,
    mapArea: 'zone de la carte',
  },
} as const;

/** Bedroom choices as counts: a room and a studio are named, '4+' is 4 and more. */
const COUNT: Partial<Record<Bedrooms, number>> = Object.fromEntries(
  BEDROOMS.slice(2, 12).map((b, i) => [b, i + 1]),
);

function bedroomsText(bedrooms: readonly Bedrooms[], locale: Locale): string | null {
  if (!bedrooms.length) return null;
  const w = WORDS[locale];
  const parts: string[] = [];
  if (bedrooms.includes('ROOM_SHARED_HOME')) parts.push(w.room);
  if (bedrooms.includes('STUDIO')) parts.push(w.studio);
  const counts = bedrooms.flatMap((b) => (COUNT[b] ? [COUNT[b]] : [])).sort((a, b) => a - b);
  const orMore = bedrooms.includes('FOUR_OR_MORE_BEDROOMS');
  if (counts.length || orMore) {
    const low = counts[0] ?? 4;
    const high = counts[counts.length - 1] ?? 4;
    const n = orMore ? `${Math.min(low, 4)}+` : low === high ? String(low) : w.range(low, high);
    parts.push(w.beds(n, !orMore && low === 1 && high === 1));
  }
  return parts.join(', ');
}

function priceText(f: SearchFilters, locale: Locale): string | null {
  const money = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  });
  const w = WORDS[locale];
  const [low, high] = [f.price_gte, f.price_lte];
  if (low != null && high != null) return w.between(money.format(low), money.format(high));
  if (high != null) return w.upTo(money.format(high));
  if (low != null) return w.from(money.format(low));
  return null;
}

/** The name a search is offered under in the save dialog, within SAVED_SEARCH_NAME_MAX_LENGTH. */
export function defaultSearchName(filters: SearchFilters, locale: Locale): string {
  const w = WORDS[locale];
  const place = [filters.neighbourhood, filters.city].filter(Boolean).join(', ') || w.anywhere;
  const parts = [
    place,
    bedroomsText(filters.bedrooms ?? [], locale),
    priceText(filters, locale),
    filters.keyword ? `“${filters.keyword}”` : null,
    filters.bounds ? w.mapArea : null,
  ].filter((p): p is string => !!p);
  const name = parts.join(' · ');
  return name.length > SAVED_SEARCH_NAME_MAX_LENGTH
    ? `${name.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1)}…`
    : name;
}
