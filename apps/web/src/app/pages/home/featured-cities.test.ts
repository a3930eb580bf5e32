import { BEDROOMS } from '@rentals/domain/listings/enums';
import { FOOTER_CITIES, footerCitySearchPath } from '@rentals/domain/search-links';
import { parseSearchParams } from '@rentals/domain/search/url-params';
import { describe, expect, it } from 'vitest';
import { CITY_LINKS } from '../../shell/footer/footer-links';
import {
  COUNT_ALIASES,
  featuredCities,
  featuredCityCountVariables,
  featuredCityWhere,
} from './featured-cities';

describe('featured cities', () => {
  it('has one count per footer city', () => {
    expect(COUNT_ALIASES).toHaveLength(FOOTER_CITIES.length);
    expect(Object.keys(featuredCityCountVariables())).toEqual([...COUNT_ALIASES]);
  });

  it('counts what the footer link searches: the city, $0–$4500 and every bedroom choice', () => {
    expect(featuredCityWhere('Hamilton & Halton')).toEqual({
      city: 'Hamilton & Halton',
      price_gte: 0,
      price_lte: 4500,
      bedrooms: [...BEDROOMS],
    });
    expect(featuredCityCountVariables().c1).toEqual(featuredCityWhere(FOOTER_CITIES[1]));
  });

  it("counts exactly the search its link opens, so the tile's number is the page's total", () => {
    for (const { city, to } of featuredCities(null)) {
      const opened = parseSearchParams(new URL(to, 'http://localhost').searchParams).filters;
      expect(featuredCityWhere(city), city).toEqual(opened);
      expect(CITY_LINKS.find((link) => link.city === city)?.to, city).toBe(to);
    }
  });

  it('links each city like the footer and attaches its count once known', () => {
    const loading = featuredCities(null);
    expect(loading.map((c) => c.city)).toEqual([...FOOTER_CITIES]);
    expect(loading.every((c) => c.count === null)).toBe(true);
    expect(loading[0]!.to).toBe(footerCitySearchPath('Toronto'));

    const loaded = featuredCities({ c0: 12, c1: 0, c2: 3, c3: 0, c4: 1, c5: 7 });
    expect(loaded.map((c) => c.count)).toEqual([12, 0, 3, 0, 1, 7]);
  });
});
