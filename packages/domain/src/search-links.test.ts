import { describe, expect, it } from 'vitest';
import { BEDROOMS } from './listings/enums';
import { parseSearchParams, serializeSearchParams } from './search/url-params';
import { citySearchPath, FOOTER_CITIES, footerCitySearchPath } from './search-links';

describe('footerCitySearchPath', () => {
  it('carries the city, the footer price range and every bedroom flag', () => {
    const url = new URL(footerCitySearchPath('Hamilton & Halton'), 'http://x');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('city')).toBe('Hamilton & Halton');
    expect(url.searchParams.get('price_gte')).toBe('0');
    expect(url.searchParams.get('price_lte')).toBe('4500');
    for (const b of BEDROOMS) expect(url.searchParams.get(b.toLowerCase())).toBe('true');
    expect([...url.searchParams.keys()]).toHaveLength(3 + BEDROOMS.length);
  });

  it('lists the spec cities in order', () => {
    expect(FOOTER_CITIES).toEqual(['Toronto', 'Peel', 'York', 'Hamilton & Halton', 'Durham', 'Waterloo']);
  });
});

describe('citySearchPath', () => {
  it('is the URL the search page writes for that city alone, so links and canonical URLs agree', () => {
    for (const city of ['Toronto', 'Hamilton & Halton', 'Montréal']) {
      const path = citySearchPath(city);
      const query = path.slice('/search?'.length);
      expect(path.startsWith('/search?')).toBe(true);
      const state = parseSearchParams(new URLSearchParams(query));
      expect(state.filters).toEqual({ city });
      expect(serializeSearchParams(state).toString()).toBe(query);
    }
  });
});
