import type { Bilingual } from '../i18n/translate';

/** The knowledge center's search over published content. */
export const KNOWLEDGE_CENTER_ERRORS = {
  CONTENT_SEARCH_EMPTY: {
    en: 'Type a word or two to search for.',
    fr: 'Saisissez un mot ou deux à rechercher.',
  },
  CONTENT_SEARCH_TOO_LONG: {
    en: 'Keep your search under {max} characters.',
    fr: 'Gardez votre recherche sous {max} caractères.',
  },
  CONTENT_SEARCH_PAGING_INVALID: {
    en: 'Ask for 1 to {max} results at a time.',
    fr: 'Demandez de 1 à {max} résultats à la fois.',
  },
} as const satisfies Record<string, Bilingual>;
