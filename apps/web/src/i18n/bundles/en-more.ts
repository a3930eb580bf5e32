import { namespacesOf } from './namespaces';

/** The English namespaces that are not in en.ts: one chunk, loaded when a page first needs one. */
export const enMore = namespacesOf(
  import.meta.glob(
    [
      '../locales/en/*.ts',
      '!../locales/en/common.ts',
      '!../locales/en/nav.ts',
      '!../locales/en/footer.ts',
      '!../locales/en/home.ts',
      '!../locales/en/search.ts',
      '!../locales/en/listing-page.ts',
    ],
    { eager: true },
  ),
);
