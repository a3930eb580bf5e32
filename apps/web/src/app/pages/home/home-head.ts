import type { TFunction } from 'i18next';
import { coverPicture, type CardPicture } from '@rentals/domain/listings/cover-picture';
import { SEARCH_PARAMS } from '@rentals/domain/search-links';
import type { PageHead } from '../../../lib/head/page-head';

/*
 * The head of the home page: the site's title and description, who the site is (WebSite with its
 * search by city, Organization) for search engines, and the preload of the first card's picture.
 */

export function homeHead({
  t,
  siteName,
  firstListing,
}: {
  t: TFunction<'home'>;
  siteName: string;
  /** The feed's first listing, once known: its card's picture is the page's largest paint. */
  firstListing?: { pictures: readonly CardPicture[]; units: readonly { pictures: readonly CardPicture[] }[] };
}): PageHead {
  const cover = firstListing ? coverPicture(firstListing)?.cardUrl : null;
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: '/',
    inLanguage: ['en-CA', 'fr-CA'],
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `/search?${SEARCH_PARAMS.city}={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: '/',
    logo: '/favicon.svg',
  };
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/',
    jsonLd: [website, organization],
    preloadImage: cover ? { src: cover } : null,
  };
}
