import type { Bilingual } from '../i18n/translate';

/** Cities, neighbourhoods and addresses. Codes are unique across domains (errors/codes.test.ts). */
export const LOCATION_ERRORS = {
  LOCATION_NOT_FOUND: {
    en: 'The city or neighbourhood of this address was not found.',
    fr: 'La ville ou le quartier de cette adresse est introuvable.',
  },
  CITY_NOT_FOUND: { en: 'City not found.', fr: 'Ville introuvable.' },
  PLACE_NOT_FOUND: {
    en: 'This address could not be confirmed. Choose it again from the suggestions.',
    fr: "Cette adresse n'a pas pu être confirmée. Choisissez-la de nouveau parmi les suggestions.",
  },
  PLACE_WITHOUT_NEIGHBOURHOOD: {
    en: 'This address is in no known neighbourhood.',
    fr: "Cette adresse n'est dans aucun quartier connu.",
  },
  NEIGHBOURHOOD_NOT_FOUND: { en: 'Neighbourhood not found.', fr: 'Quartier introuvable.' },
} as const satisfies Record<string, Bilingual>;
