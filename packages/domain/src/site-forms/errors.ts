import type { Bilingual } from '../i18n/translate';

/** Staff-defined forms and their submissions. Codes are unique across domains (errors/codes.test.ts). */
export const SITE_FORM_ERRORS = {
  SITE_FORM_NOT_FOUND: {
    en: 'This form does not exist or is not published.',
    fr: "Ce formulaire n'existe pas ou n'est pas publié.",
  },
  SITE_FORM_SLUG_TAKEN: {
    en: 'Another form already has this address (slug).',
    fr: 'Un autre formulaire a déjà cette adresse (slug).',
  },
  SITE_FORM_ROUTE_TAKEN: {
    en: 'Another form is already served at this page.',
    fr: 'Un autre formulaire est déjà servi sur cette page.',
  },
  SITE_FORM_SUBMISSION_NOT_FOUND: {
    en: 'This submission does not exist.',
    fr: "Cette réponse n'existe pas.",
  },
} as const satisfies Record<string, Bilingual>;
