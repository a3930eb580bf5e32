import { BEDROOMS } from '@rentals/domain/listings/enums';
import {
  FOOTER_CITIES,
  FOOTER_PRICE_MAX,
  FOOTER_PRICE_MIN,
  footerCitySearchPath,
} from '@rentals/domain/search-links';
import type { ListingSearchInput } from '../../../gql/graphql';

/*
 * The home page's featured cities: the footer's cities (spec/03 §2.4), each with the link the
 * footer uses and the number of listings that link finds.
 */

/** The aliases of FeaturedCityCountsDocument, one per featured city in FOOTER_CITIES order. */
export const COUNT_ALIASES = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'] as const;
type CountAlias = (typeof COUNT_ALIASES)[number];

/** The search a city's link opens: the city, the footer's price range and every bedroom choice. */
export function featuredCityWhere(city: string): ListingSearchInput {
  return { city, price_gte: FOOTER_PRICE_MIN, price_lte: FOOTER_PRICE_MAX, bedrooms: [...BEDROOMS] };
}

/** The variables of FeaturedCityCountsDocument. */
export function featuredCityCountVariables(): Record<CountAlias, ListingSearchInput> {
  return Object.fromEntries(
    COUNT_ALIASES.map((alias, i) => [alias, featuredCityWhere(FOOTER_CITIES[i]!)]),
  ) as Record<CountAlias, ListingSearchInput>;
}

export interface FeaturedCity {
  city: string;
  to: string;
  /** Listings the link finds; null while unknown. */
  count: number | null;
}

/** The featured cities with their links and, once loaded, their counts. */
export function featuredCities(counts?: Partial<Record<CountAlias, number>> | null): FeaturedCity[] {
  return FOOTER_CITIES.map((city, i) => ({
    city,
    to: footerCitySearchPath(city),
    count: counts?.[COUNT_ALIASES[i]!] ?? null,
  }));
}
