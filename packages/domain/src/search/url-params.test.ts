import { BEDROOMS } from '../listings/enums';
import { FOOTER_CITIES, footerCitySearchPath } from '../search-links';
import { describe, expect, it } from 'vitest';
import {
  countSet,
  MAX_PAGE,
  parseSearchParams,
  resetState,
  searchListingsVariables,
  serializeSearchParams,
  withFilters,
  type SearchState,
} from './url-params';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const sorted = (params: URLSearchParams) => [...params.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('parseSearchParams', () => {
  it('searches Toronto, newest first, page 1 when the URL has nothing', () => {
    expect(parse('')).toEqual({ filters: { city: 'Toronto' }, order: 'NEWEST', page: 1 });
  });

  it('searches every city when the city was cleared (city=)', () => {
    expect(parse('city=').filters).toEqual({});
  });

  it('reads a footer link: the city, the price range and every bedroom flag', () => {
    for (const city of FOOTER_CITIES) {
      const url = new URL(footerCitySearchPath(city), 'http://x');
      const state = parseSearchParams(url.searchParams);
      expect(state.filters).toEqual({ city, price_gte: 0, price_lte: 4500, bedrooms: [...BEDROOMS] });
    }
  });

  it('reads every filter, the order and the page', () => {
    const state = parse(
      'city=Ottawa&neighbourhood=Centretown&price_gte=1000&price_lte=2500.5&two_bedrooms=true&studio=true' +
        '&bathrooms=1.5&property_type=CONDO,APARTMENT&pets=dog&furnished=false&parking=true' +
        '&utilities=water,heating&tags=closeToTransit&move_in=2026-09-01&keyword=%20lofts%20' +
        '&north=45.5&south=45.3&east=-75.6&west=-75.8&order=price_desc&page=3',
    );
    expect(state).toEqual({
      filters: {
        city: 'Ottawa',
        neighbourhood: 'Centretown',
        price_gte: 1000,
        price_lte: 2500.5,
        bedrooms: ['STUDIO', 'TWO_BEDROOMS'],
        bathrooms: 1.5,
        propertyType: ['APARTMENT', 'CONDO'],
        pets: ['dog'],
        furnished: false,
        parking: true,
        utilities: ['heating', 'water'],
        tags: ['closeToTransit'],
        moveIn: '2026-09-01',
        keyword: 'lofts',
        bounds: { north: 45.5, south: 45.3, east: -75.6, west: -75.8 },
      },
      order: 'PRICE_DESC',
      page: 3,
    });
  });

  it('drops unknown and invalid parameters instead of failing', () => {
    const state = parse(
      'price_gte=-5&price_lte=abc&palace=true&one_bedroom=yes&bathrooms=99&property_type=CASTLE,CONDO' +
        '&pets=horse&furnished=maybe&utilities=sunshine&tags=beach&move_in=2026-13-45' +
        `&keyword=${'k'.repeat(300)}&north=44&south=45&east=-79&west=-80&order=cheapest&page=-2&foo=bar`,
    );
    expect(state).toEqual({
      filters: { city: 'Toronto', propertyType: ['CONDO'] },
      order: 'NEWEST',
      page: 1,
    });
  });

  it('drops a partial map area and caps the page', () => {
    expect(parse('north=44&south=43').filters.bounds).toBeUndefined();
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=999999').page).toBe(MAX_PAGE);
  });

  it('keeps a reversed price range, which the shared schema then reports on price_lte', () => {
    expect(parse('price_gte=3000&price_lte=1000').filters).toMatchObject({
      price_gte: 3000,
      price_lte: 1000,
    });
  });
});

describe('serializeSearchParams', () => {
  it('writes back what it read: a footer link keeps its parameters', () => {
    for (const city of FOOTER_CITIES) {
      const url = new URL(footerCitySearchPath(city), 'http://x');
      const written = serializeSearchParams(parseSearchParams(url.searchParams));
      expect(sorted(written)).toEqual(sorted(url.searchParams));
    }
  });

  it('round-trips every filter, the order and the page', () => {
    const state: SearchState = {
      filters: {
        city: 'Hamilton & Halton',
        neighbourhood: 'Westdale',
        price_gte: 0,
        price_lte: 4500,
        bedrooms: ['ONE_BEDROOM', 'FOUR_OR_MORE_BEDROOMS'],
        bathrooms: 2,
        propertyType: ['HOUSE_OR_TOWNHOUSE'],
        pets: ['cat', 'dog'],
        furnished: true,
        parking: false,
        utilities: ['internet'],
        tags: ['students', 'petFriendly'],
        moveIn: '2027-01-15',
        keyword: 'a&b=c, "quoted"',
        bounds: { north: 43.3, south: 43.2, east: -79.8, west: -79.95 },
      },
      order: 'PRICE_ASC',
      page: 4,
    };
    const query = serializeSearchParams(state).toString();
    const back = parse(query);
    expect(back).toEqual(state);
    expect(query).toContain('one_bedroom=true');
    expect(query).toContain('four_or_more_bedrooms=true');
    expect(query).toContain('order=price_asc');
  });

  it('leaves out page 1 and the default order but always writes the city', () => {
    expect(serializeSearchParams(parse('')).toString()).toBe('city=Toronto');
    expect(serializeSearchParams(parse('city=')).toString()).toBe('city=');
  });
});

describe('state changes', () => {
  it('a filter change goes back to page 1 and unset values disappear', () => {
    const state = parse('city=Toronto&furnished=true&page=3');
    expect(withFilters(state, { furnished: undefined, keyword: 'loft' })).toEqual({
      filters: { city: 'Toronto', keyword: 'loft' },
      order: 'NEWEST',
      page: 1,
    });
  });

  it('reset keeps the city and clears the rest', () => {
    const state = parse('city=Waterloo&pets=cat&order=price_desc&page=2&one_bedroom=true');
    expect(resetState(state)).toEqual({ filters: { city: 'Waterloo' }, order: 'NEWEST', page: 1 });
  });

  it('counts the set filters among the given ones', () => {
    const { filters } = parse('pets=cat&furnished=false&utilities=water&price_gte=0');
    expect(countSet(filters, ['pets', 'furnished', 'utilities', 'tags', 'parking'])).toBe(3);
  });
});

describe('searchListingsVariables', () => {
  it('asks for the page of ten, and saves only a first page to the searcher history', () => {
    const state = parseSearchParams(new URLSearchParams('city=Peel&price_lte=2500&page=3'));
    expect(searchListingsVariables(state, 'u1')).toEqual({
      where: state.filters,
      orderBy: 'NEWEST',
      first: 10,
      skip: 20,
      userId: null,
    });
    expect(searchListingsVariables({ ...state, page: 1 }, 'u1')).toMatchObject({ skip: 0, userId: 'u1' });
  });

  it('gives the same request text for the same URL, wherever it is built', () => {
    const a = parseSearchParams(new URLSearchParams('bedrooms=x&city=York&one_bedroom=true&order=PRICE_ASC'));
    const b = parseSearchParams(new URLSearchParams('order=PRICE_ASC&one_bedroom=true&city=York'));
    expect(JSON.stringify(searchListingsVariables(a, null))).toBe(
      JSON.stringify(searchListingsVariables(b, null)),
    );
  });
});
