import { namespacesOf } from './namespaces';

/**
 * English, the default language: the namespaces of the pages people land on (home, search, a
 * listing, with the header and footer) are part of the first page's JavaScript, ready before any
 * render. The others (accounts, listing forms, the back office) are en-more.ts, loaded when a
 * page first asks for one. Keep FIRST_PAGE_NAMESPACES and the file list below in step.
 */
export const en = namespacesOf(
  import.meta.glob(
    [
      '../locales/en/common.ts',
      '../locales/en/nav.ts',
      '../locales/en/footer.ts',
      '../locales/en/home.ts',
      '../../features/search/i18n/en/search.ts',
      '../../features/listings/i18n/en/listing-page.ts',
      '../../features/saved-homes/i18n/en/save-heart.ts',
    ],
    { eager: true },
  ),
);

/** The namespaces of `en`, which i18next loads at start-up in any language. */
export const FIRST_PAGE_NAMESPACES = [
  'common',
  'nav',
  'footer',
  'home',
  'search',
  'listingPage',
  'saveHeart',
];
