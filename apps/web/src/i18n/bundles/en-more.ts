import { namespacesOf } from './namespaces';

/**
 * The English namespaces that are not in en.ts (its files are left out below; bundles.test.ts fails
 * when a namespace is in both or in neither): one chunk, loaded when a page first needs one.
 */
export const enMore = namespacesOf(
  import.meta.glob(
    [
      '../locales/en/*.ts',
      '../../features/**/i18n/en/*.ts',
      '!../locales/en/common.ts',
      '!../locales/en/nav.ts',
      '!../locales/en/footer.ts',
      '!../locales/en/home.ts',
      '!../../features/search/i18n/en/search.ts',
      '!../../features/listings/i18n/en/listing-page.ts',
      '!../../features/saved-homes/i18n/en/save-heart.ts',
    ],
    { eager: true },
  ),
);
