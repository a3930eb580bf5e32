import type { Bilingual } from '../i18n/translate';

/** Saved searches. Codes are unique across domains (errors/codes.test.ts). */
export const SAVED_SEARCH_ERRORS = {
  SAVED_SEARCHES_FULL: {
    en: 'You can keep at most {max} saved searches. Delete one to save another.',
    fr: 'Vous pouvez garder au plus {max} recherches sauvegardées. Supprimez-en une pour en sauvegarder une autre.',
  },
  SAVED_SEARCH_NOT_FOUND: {
    en: 'This saved search does not exist or is not yours.',
    fr: "Cette recherche sauvegardée n'existe pas ou ne vous appartient pas.",
  },
} as const satisfies Record<string, Bilingual>;
