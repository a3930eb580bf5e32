import { BEDROOMS, type Bedrooms } from './listings/enums';

/*
 * The /search query parameters that links from outside the search page use (the footer's city
 * links, spec/03 §2.4). The search page reads the same names, so a link and the page agree.
 */

/** Query parameter names of /search. */
export const SEARCH_PARAMS = {
  city: 'city',
  priceGte: 'price_gte',
  priceLte: 'price_lte',
} as const;

/** The bedroom flag of each BEDROOMS value: `?studio=true&one_bedroom=true…` (lower-case enum value). */
export function bedroomFlagParam(bedrooms: Bedrooms): string {
  return bedrooms.toLowerCase();
}

/** The footer's cities, in the spec's order; the value is the `city` parameter as written. */
export const FOOTER_CITIES = ['Toronto', 'Peel', 'York', 'Hamilton & Halton', 'Durham', 'Waterloo'] as const;

/** Footer price filter, in dollars a month (spec/03 §9: 0 to 4500). */
export const FOOTER_PRICE_MIN = 0;
export const FOOTER_PRICE_MAX = 4500;

/** The footer link of a city: /search with the city, the footer price range and every bedroom flag true. */
export function footerCitySearchPath(city: string): string {
  const params = new URLSearchParams({
    [SEARCH_PARAMS.city]: city,
    [SEARCH_PARAMS.priceGte]: String(FOOTER_PRICE_MIN),
    [SEARCH_PARAMS.priceLte]: String(FOOTER_PRICE_MAX),
  });
  for (const bedrooms of BEDROOMS) params.set(bedroomFlagParam(bedrooms), 'true');
  return `/search?${params.toString()}`;
}

/** The search of one city, as the search page writes it: /search?city=<city>. */
export function citySearchPath(city: string): string {
  return `/search?${new URLSearchParams({ [SEARCH_PARAMS.city]: city }).toString()}`;
}
