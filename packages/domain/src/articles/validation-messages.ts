import type { Bilingual } from '../i18n/translate';

/**
 * The article form's address messages (keys of VALIDATION_MESSAGES): the same words as the
 * ARTICLE_URL_* error codes, placed on the field.
 */
export const ARTICLE_VALIDATION_MESSAGES = {
  articleUrlNotHttps: {
    en: '{label} must start with https://',
    fr: '{label} : l’adresse doit commencer par https://',
  },
  articleUrlInvalid: {
    en: '{label} must name a real website',
    fr: '{label} : l’adresse doit désigner un vrai site',
  },
  articleUrlHasCredentials: {
    en: '{label} must not contain a user name or password',
    fr: '{label} : l’adresse ne doit contenir ni nom d’utilisateur ni mot de passe',
  },
  articleImageInvalid: {
    en: '{label} must be an uploaded picture or an https:// address',
    fr: '{label} : choisissez une image téléversée ou une adresse https://',
  },
} as const satisfies Record<string, Bilingual>;
