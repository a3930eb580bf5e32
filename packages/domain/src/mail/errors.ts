import type { Bilingual } from '../i18n/translate';

/** The staff e-mail configuration and outbox. Codes are unique across domains (errors/codes.test.ts). */
export const MAIL_ERRORS = {
  EMAIL_NOT_FOUND: {
    en: 'This e-mail is no longer in the outbox.',
    fr: "Ce courriel n'est plus dans la boîte d'envoi.",
  },
} as const satisfies Record<string, Bilingual>;
