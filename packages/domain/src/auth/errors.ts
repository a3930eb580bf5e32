import type { Bilingual } from '../i18n/translate';

/** Log-in, password and reset-link errors. Codes are unique across domains (errors/codes.test.ts). */
export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: {
    en: 'The email or password is incorrect.',
    fr: 'Le courriel ou le mot de passe est incorrect.',
  },
  INVALID_PASSWORD: { en: 'The password is incorrect.', fr: 'Le mot de passe est incorrect.' },
  /** Log-ins, reset links, sign-ups and newsletter subscriptions past their attempt rule (attempt-rules.ts). */
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Try again in {seconds} seconds.',
    fr: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
  },
  RESET_TOKEN_INVALID: {
    en: 'This reset link is invalid or has expired. Ask for a new one.',
    fr: 'Ce lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.',
  },
} as const satisfies Record<string, Bilingual>;
