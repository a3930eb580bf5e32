import type { Bilingual } from '../i18n/translate';

/** The e-mail settings' validation messages: who an e-mail goes to. Gathered with the others in i18n/validation-messages.ts. */
export const MAIL_VALIDATION_MESSAGES = {
  recipientsStaffOnly: {
    en: 'This e-mail goes to the person it is about: it takes no team addresses',
    fr: "Ce courriel est envoyé à la personne concernée : il ne prend pas d'adresses de l'équipe",
  },
  recipientsMax: {
    en: 'At most {max} recipients are allowed',
    fr: 'Au plus {max} destinataires sont permis',
  },
} as const satisfies Record<string, Bilingual>;
