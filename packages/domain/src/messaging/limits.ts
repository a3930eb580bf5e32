/** Messaging limits, read by the API checks and by the web for its hints (issue 16). */

/** Longest message text, in characters, after trimming. */
export const MESSAGE_TEXT_MAX_LENGTH = 4000;
/* A FILE message carries one attachment, a MESSAGE_ATTACHMENT upload (files/limits.ts sets its types and size). */
/**
 * Messages one user may send per minute, across every API process (the count is kept in the
 * database's rate-limit table): enough for a quick exchange, too few for a spam run.
 */
export const MESSAGES_PER_MINUTE = 20;
/** Messages per page of messagesInRoom (newest first; earlier pages load on scroll). */
export const MESSAGES_PAGE_SIZE = 30;
/** At most one e-mail per conversation to an offline participant within this quiet period. */
export const MESSAGE_EMAIL_QUIET_MINUTES = 15;
/** Optional details of a first message from /listing/{id}/contact. */
export const HOUSEHOLD_SIZE_MAX = 20;
/** Saved replies a landlord keeps, and the longest one. */
export const SAVED_REPLIES_MAX = 10;
export const SAVED_REPLY_MAX_LENGTH = 1000;
/** A saved reply's title, as the picker lists it. */
export const SAVED_REPLY_TITLE_MAX_LENGTH = 80;

/** Longest search text of the staff inbox (matched literally in message texts). */
export const INBOX_SEARCH_MAX_LENGTH = 200;
