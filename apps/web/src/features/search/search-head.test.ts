import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { parseSearchParams } from '@rentals/domain/search/url-params';
import type { SearchListingsQuery } from '../../gql/graphql';
import { translations } from '../../i18n/test-translations';
import { searchHead } from './search-head';

type Result = SearchListingsQuery['searchListings'][number];

const result = (id: string, cover: string | null): Result => ({
  id,
  title: `Home ${id}`,
  isPremium: false,
  propertyType: 'APARTMENT',
  location: null,
  pictures: cover ? [{ id: `p${id}`, cardUrl: cover, order: 0 }] : [],
  units: [],
});

const answer = (total: number, listings: Result[]): SearchListingsQuery => ({
  searchListingsCount: total,
  searchListings: listings,
});

const state = (query: string) => parseSearchParams(new URLSearchParams(query));

let en: TFunction<'search'>;
let fr: TFunction<'search'>;
beforeAll(async () => {
  en = await translations('en', 'search');
  fr = await translations('fr', 'search');
});

describe('searchHead', () => {
  it('names the city and counts the homes found', () => {
    const head = searchHead(state('city=Toronto'), answer(1234, [result('a', '/files/a/card')]), {
      t: en,
      locale: 'en',
    });
    expect(head.title).toBe('Rentals in Toronto');
    expect(head.description).toBe(
      '1,234 homes for rent in Toronto: apartments, condos, houses and rooms. Premium listings come first.',
    );
    expect(head.path).toBe('/search?city=Toronto');
    expect(head.noindex).toBe(false);
  });

  it('is written in French for a French page', () => {
    const head = searchHead(
      state('city=Montreal&neighbourhood=Old+Montreal'),
      answer(1, [result('a', null)]),
      {
        t: fr,
        locale: 'fr',
      },
    );
    expect(head.title).toBe('Logements à louer à Montréal');
    expect(head.description).toBe(
      '1 logement à louer à Vieux-Montréal, Montréal : appartements, condos, maisons et chambres. Les annonces premium sont en tête.',
    );
  });

  it('searches Toronto when the URL names no city, and every city when the city was cleared', () => {
    expect(searchHead(state(''), answer(2, []), { t: en, locale: 'en' }).path).toBe('/search?city=Toronto');
    const everywhere = searchHead(state('city='), answer(2, []), { t: en, locale: 'en' });
    expect(everywhere.title).toBe('Rentals');
    expect(everywhere.path).toBe('/search?city=');
    expect(everywhere.description).toMatch(/^2 homes for rent across Canada/);
  });

  it('keeps the city, neighbourhood and page in its URL, not the narrowing filters', () => {
    const head = searchHead(
      state(
        'city=Toronto&neighbourhood=King+West&price_gte=1000&one_bedroom=true&order=price_asc&page=3&north=44',
      ),
      answer(40, []),
      { t: en, locale: 'en' },
    );
    expect(head.path).toBe('/search?city=Toronto&neighbourhood=King+West&page=3');
    expect(head.title).toBe('Rentals in Toronto – page 3');
  });

  it('lists the results of its page as an ItemList, and preloads the first cover', () => {
    const head = searchHead(
      state('city=Toronto&page=2'),
      answer(12, [result('a', '/files/a/card'), result('b', '/files/b/card')]),
      { t: en, locale: 'en' },
    );
    expect(head.preloadImage).toEqual({ src: '/files/a/card' });
    expect(head.image).toBe('/files/a/card');
    expect(head.jsonLd![0]).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 12,
      itemListElement: [
        { '@type': 'ListItem', position: 11, name: 'Home a', url: '/listing/a' },
        { '@type': 'ListItem', position: 12, name: 'Home b', url: '/listing/b' },
      ],
    });
    expect(head.jsonLd![1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: '/' },
        { position: 2, name: 'Rentals in Toronto', item: '/search?city=Toronto' },
      ],
    });
  });

  it('keeps a search without results out of search engines', () => {
    expect(searchHead(state('city=Nowhere'), answer(0, []), { t: en, locale: 'en' }).noindex).toBe(true);
  });

  it('has a title and the page description while the results load', () => {
    expect(searchHead(state('city=Toronto'), undefined, { t: en, locale: 'en' })).toEqual({
      title: 'Rentals in Toronto',
      description: 'Apartments, condos, houses and rooms for rent. Premium listings come first.',
      path: '/search?city=Toronto',
    });
  });
});
