import type { Bilingual } from '../i18n/translate';

/** Errors any operation may answer: access, validation, limits and the service itself (spec/01 §8). Codes are unique across domains (errors/codes.test.ts). */
export const COMMON_ERRORS = {
  UNAUTHENTICATED: { en: 'Please log in to continue.', fr: 'Veuillez vous connecter pour continuer.' },
  NO_ACCESS: { en: "You don't have an Access", fr: "Vous n'avez pas d'accès" },
  /** Staff who may view listings but lack listings edit, on a listing state change (spec/01 §4 item 8, §8). */
  NO_EDIT_ACCESS: { en: "You don't have an access", fr: "Vous n'avez pas d'accès" },
  UNAUTHORIZED_ROLE: { en: "You don't have an access", fr: "Vous n'avez pas d'accès" },
  VALIDATION_FAILED: { en: 'Some fields are not valid.', fr: 'Certains champs ne sont pas valides.' },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable. Try again in a moment.',
    fr: 'Le service est temporairement indisponible. Réessayez dans un instant.',
  },
  RATE_LIMITED: { en: 'Too many requests. Slow down.', fr: 'Trop de requêtes. Ralentissez.' },
  /** Variables of a request that do not fit their declared types (GraphQL's message says which). */
  BAD_USER_INPUT: { en: 'This request is not valid.', fr: "Cette requête n'est pas valide." },
  QUERY_TOO_COMPLEX: { en: 'This request is too complex.', fr: 'Cette requête est trop complexe.' },
  /** A list asked for more than MAX_PAGE_SIZE items (`first` or `take`), refused before any resolver runs. */
  PAGE_TOO_LARGE: {
    en: 'Ask for at most {max} items at a time.',
    fr: 'Demandez au plus {max} éléments à la fois.',
  },
  INTERNAL: { en: 'Unexpected error.', fr: 'Erreur inattendue.' },
  SOMETHING_WRONG: {
    en: 'Oops! Something went wrong. Try after sometime',
    fr: 'Oups ! Une erreur est survenue. Réessayez plus tard',
  },
} as const satisfies Record<string, Bilingual>;
