import type { Bilingual } from '../i18n/translate';

/** Log-in, password and reset-link errors. Codes are unique across domains (errors/codes.test.ts). */
export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: {
    en: 'The email or password is incorrect.',
    fr: 'Le courriel ou le mot de passe est incorrect.',
  },
  INVALID_PASSWORD: { en: 'The password is incorrect.', fr: 'Le mot de passe est incorrect.' },
  /**
   * An account without a password (hosted login) asked for a sensitive change with a session older
   * than REAUTHENTICATION_WINDOW_MINUTES: it signs in again with its provider first.
   */
  REAUTHENTICATION_REQUIRED: {
    en: 'Confirm it is you: sign in again, then try again within {minutes} minutes.',
    fr: 'Confirmez qu’il s’agit bien de vous : reconnectez-vous, puis réessayez dans les {minutes} minutes.',
  },
  /** Log-ins, reset links, sign-ups and newsletter subscriptions past their attempt rule (attempt-rules.ts). */
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Try again in {seconds} seconds.',
    fr: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
  },
  RESET_TOKEN_INVALID: {
    en: 'This reset link is invalid or has expired. Ask for a new one.',
    fr: 'Ce lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.',
  },
  /**
   * A sign-up link that is unknown, expired or used, or whose address got an account meanwhile
   * (one answer for all, so the link does not reveal who has an account).
   */
  SIGN_UP_LINK_INVALID: {
    en: 'This link has expired or was already used. Sign up again.',
    fr: 'Ce lien a expiré ou a déjà été utilisé. Inscrivez-vous de nouveau.',
  },
  /** Hosted login (OpenID Connect) is asked for while OIDC_ISSUER and its client are not set. */
  OIDC_NOT_CONFIGURED: {
    en: 'Single sign-on is not available here. Log in with your e-mail and password.',
    fr: 'L’authentification unique n’est pas offerte ici. Connectez-vous avec votre courriel et votre mot de passe.',
  },
  /** An id token that fails a check: signature, issuer, audience, expiry or a missing claim. */
  OIDC_TOKEN_INVALID: {
    en: 'The sign-in could not be verified. Try again.',
    fr: 'La connexion n’a pas pu être vérifiée. Réessayez.',
  },
  /** An id token whose nonce was already used: a replayed sign-in. */
  OIDC_NONCE_USED: {
    en: 'This sign-in has already been used. Start again.',
    fr: 'Cette connexion a déjà été utilisée. Recommencez.',
  },
  /**
   * A web page offered an id token that its browser did not receive from this site's own log-in:
   * a link carrying someone else's sign-in (login CSRF) or a login finished in another browser.
   */
  OIDC_LOGIN_NOT_STARTED_HERE: {
    en: 'This sign-in was not started in this browser. Start again from the log-in page.',
    fr: 'Cette connexion n’a pas été commencée dans ce navigateur. Recommencez à partir de la page de connexion.',
  },
  /** The provider gave no e-mail address, which every account needs. */
  OIDC_EMAIL_MISSING: {
    en: 'Your sign-in provider did not share your e-mail address. Allow it, then try again.',
    fr: 'Votre fournisseur de connexion n’a pas transmis votre adresse courriel. Autorisez-le, puis réessayez.',
  },
  /** The provider has not verified the e-mail of a sign-in that would open a new account. */
  OIDC_EMAIL_NOT_VERIFIED: {
    en: 'Your sign-in provider has not verified your e-mail address. Verify it with them, then try again.',
    fr: 'Votre fournisseur de connexion n’a pas vérifié votre adresse courriel. Vérifiez-la auprès de lui, puis réessayez.',
  },
  /**
   * An account already has the provider's e-mail, but the provider has not verified that address:
   * linking would hand the account to whoever typed it at the provider.
   */
  OIDC_EMAIL_UNVERIFIED: {
    en: 'An account already uses this e-mail. Log in with your password, or verify the e-mail with your sign-in provider first.',
    fr: 'Un compte utilise déjà ce courriel. Connectez-vous avec votre mot de passe, ou vérifiez d’abord le courriel auprès de votre fournisseur de connexion.',
  },
  /** The account with the provider's verified e-mail is already linked to another provider identity. */
  OIDC_ACCOUNT_LINKED: {
    en: 'This e-mail belongs to an account linked to another sign-in. Log in with your password.',
    fr: 'Ce courriel appartient à un compte lié à une autre connexion. Connectez-vous avec votre mot de passe.',
  },
  /** The provider's redirect back failed: refused, expired, or not started from this browser. */
  OIDC_LOGIN_FAILED: {
    en: 'Single sign-on did not complete. Try again.',
    fr: 'L’authentification unique n’a pas abouti. Réessayez.',
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
