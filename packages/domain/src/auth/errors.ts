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
  /** Staff (ADMIN, SUB_ADMIN) must turn on two-factor sign-in before any staff operation. */
  TWO_FACTOR_REQUIRED: {
    en: 'Staff accounts must turn on two-factor sign-in before using the back office.',
    fr: 'Les comptes du personnel doivent activer la connexion à deux facteurs avant d’utiliser l’espace d’administration.',
  },
  TWO_FACTOR_CODE_INVALID: {
    en: 'This code is incorrect. Check the time on your phone and try the newest code.',
    fr: 'Ce code est incorrect. Vérifiez l’heure de votre téléphone et essayez le code le plus récent.',
  },
  TWO_FACTOR_CODE_REUSED: {
    en: 'This code was already used. Wait for the next code in your app.',
    fr: 'Ce code a déjà été utilisé. Attendez le prochain code dans votre application.',
  },
  TWO_FACTOR_CHALLENGE_INVALID: {
    en: 'This sign-in has expired. Enter your email and password again.',
    fr: 'Cette connexion a expiré. Entrez de nouveau votre courriel et votre mot de passe.',
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    en: 'Two-factor sign-in is already on for this account.',
    fr: 'La connexion à deux facteurs est déjà activée pour ce compte.',
  },
  TWO_FACTOR_NOT_ENABLED: {
    en: 'Two-factor sign-in is not on for this account.',
    fr: 'La connexion à deux facteurs n’est pas activée pour ce compte.',
  },
  TWO_FACTOR_SETUP_NOT_STARTED: {
    en: 'Start the set-up again: scan a new QR code, then enter its code.',
    fr: 'Recommencez la configuration : balayez un nouveau code QR, puis entrez son code.',
  },
} as const satisfies Record<string, Bilingual>;
