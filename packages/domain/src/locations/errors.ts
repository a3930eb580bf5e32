import type { Bilingual } from '../i18n/translate';

/** Cities, neighbourhoods and addresses. Codes are unique across domains (errors/codes.test.ts). */
export const LOCATION_ERRORS = {
  LOCATION_NOT_FOUND: {
    en: 'The city or neighbourhood of this address was not found.',
    fr: 'La ville ou le quartier de cette adresse est introuvable.',
  },
  CITY_NOT_FOUND: { en: 'City not found.', fr: 'Ville introuvable.' },
} as const satisfies Record<string, Bilingual>;
