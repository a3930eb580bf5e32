/** An approval counts this long (two years): IDs expire and owners sell, so it is checked again. */
export const VERIFICATION_VALID_DAYS = 730;
/** Reminders before a poster's listings are hidden, in days before the end of the grace period. */
export const VERIFICATION_REMINDER_DAYS = [3, 1] as const;
/** Longest rejection reason staff write (sent by e-mail). */
export const VERIFICATION_REASON_MAX = 1000;
/** An agent's registration number (provincial regulator), as printed. */
export const REGISTRATION_NUMBER_MAX = 40;
/** Files per document kind in one request (front and back of an ID, a multi-page deed). */
export const VERIFICATION_FILES_PER_DOCUMENT_MAX = 3;
