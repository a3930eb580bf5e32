/** Limits of staff user management (the /users and /admins pages and their API). */

/**
 * A link e-mailed to an account staff created without a password stays valid this long: longer
 * than a reset link, since the person may not read the e-mail within the hour. Once it expires,
 * "Forgot password" sends a fresh one.
 */
export const ACCOUNT_INVITATION_TTL_HOURS = 72;

/** The users search box: longer text cannot match a name or an e-mail anyway. */
export const USER_SEARCH_MAX_LENGTH = 100;
