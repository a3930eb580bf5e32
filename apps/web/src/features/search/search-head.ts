import type { TFunction } from 'i18next';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { coverPicture } from '@rentals/domain/listings/cover-picture';
import { placeName } from '@rentals/domain/locations/place-names';
import { PARAM, type SearchState } from '@rentals/domain/search/url-params';
import type { Locale } from '@rentals/domain/users/enums';
import type { SearchListingsQuery } from '../../gql/graphql';
import { formatResultCount } from './result-count';
import { breadcrumbList, type PageHead } from '../../lib/head/page-head';

/*
 * The head of /search: "Rentals in Toronto", how many homes the search finds, and the results as
 * an ItemList. Its canonical URL keeps only what names a distinct page (the city, the
 * neighbourhood, the page number): a search narrowed by price, bedrooms or the map is the city's
 * search to a search engine, not one more page to index.
 */

export interface SearchHeadContext {
  t: TFunction<'search'>;
  locale: Locale;
}

/** /search with the city (always written, empty when cleared, as the page writes it), neighbourhood and page. */
export function searchPath({ filters, page }: SearchState): string {
  const params = new URLSearchParams({ [PARAM.city]: filters.city ?? '' });
  if (filters.neighbourhood) params.set(PARAM.neighbourhood, filters.neighbourhood);
  if (page > 1) params.set(PARAM.page, String(page));
  return `/search?${params.toString()}`;
}

/** `data`: the page's SearchListings answer, or nothing while it loads. */
export function searchHead(
  state: SearchState,
  data: SearchListingsQuery | null | undefined,
  { t, locale }: SearchHeadContext,
): PageHead {
  const { city, neighbourhood } = state.filters;
  const cityName = city ? placeName(city, locale) : null;
  const cityTitle = cityName ? t('title', { city: cityName }) : t('titleAll');
  const title = state.page > 1 ? t('head.page', { title: cityTitle, page: state.page }) : cityTitle;
  const path = searchPath(state);
  if (!data) return { title, description: t('subtitle'), path };

  const total = data.searchListingsCount;
  const counted = { count: total, formatted: formatResultCount(total, locale) };
  const place = [neighbourhood && placeName(neighbourhood, locale), cityName].filter(Boolean).join(', ');
  const description = place
    ? t('head.description', { ...counted, city: place })
    : t('head.descriptionAll', counted);
  const first = data.searchListings[0];
  const cover = first ? coverPicture(first)?.cardUrl : null;
  const results = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    numberOfItems: total,
    itemListElement: data.searchListings.map((listing, i) => ({
      '@type': 'ListItem',
      position: (state.page - 1) * PAGE_SIZE + i + 1,
      name: listing.title,
      url: `/listing/${listing.id}`,
    })),
  };
  const crumbs = breadcrumbList([
    { name: t('head.home'), path: '/' },
    { name: cityTitle, path: searchPath({ ...state, page: 1 }) },
  ]);
  return {
    title,
    description,
    path,
    image: cover ?? null,
    // The first card's cover is the page's largest paint, on phones and computers.
    preloadImage: cover ? { src: cover } : null,
    // A search without results has nothing to show a search engine.
    noindex: total === 0,
    jsonLd: [results, crumbs],
  };
}
