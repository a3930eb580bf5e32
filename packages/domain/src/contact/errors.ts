import type { Bilingual } from '../i18n/translate';

/** /contact-us messages in the staff inbox. Codes are unique across domains (errors/codes.test.ts). */
export const CONTACT_ERRORS = {
  CONTACT_MESSAGE_NOT_FOUND: {
    en: 'This contact message does not exist.',
    fr: "Ce message de contact n'existe pas.",
  },
} as const satisfies Record<string, Bilingual>;
