/*
 * Two-factor constants read by the schemas, the API and the pages (no node:crypto here, so the web
 * may import them).
 */

/** Digits in an authenticator code. */
export const TOTP_DIGITS = 6;
/** Seconds per time step (RFC 6238's default, which every authenticator app uses). */
export const TOTP_STEP_SECONDS = 30;
/** Minutes a sign-in waits for its code after the password was accepted. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Wrong codes that end a sign-in's challenge: a guesser must give the password again to go on. */
export const TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES = 5;
/** The issuer authenticator apps show beside the account. */
export const TWO_FACTOR_ISSUER = 'Rentals';
