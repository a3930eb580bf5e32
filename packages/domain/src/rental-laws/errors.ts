import type { Bilingual } from '../i18n/translate';

/** Rental law entries (spec/01 §3 Rental law). */
export const RENTAL_LAW_ERRORS = {
  RENTAL_LAW_NOT_FOUND: {
    en: 'This rental law entry does not exist or is not published.',
    fr: "Cette fiche sur le droit du logement n'existe pas ou n'est pas publiée.",
  },
} as const satisfies Record<string, Bilingual>;
