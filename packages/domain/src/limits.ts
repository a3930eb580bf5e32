/** Business constants shared by the API checks and the UI hints. */

/** Page size of searches, admin lists, requested listings, landlord lists and the result counter (spec/01 §9). */
export const PAGE_SIZE = 10;
/** The most items any list field returns in one request, whatever `first`/`take` asks for. */
export const MAX_PAGE_SIZE = 100;
/** Search inputs wait this long after the last key stroke before querying (spec/01 §9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Default city of /search (spec/01 §2). */
export const DEFAULT_SEARCH_CITY = 'Toronto';
/** Mobile breakpoint in px (spec/01 §9): the header collapses into Menu/Close below it. */
export const MOBILE_BREAKPOINT_PX = 900;
/** Header height in px (spec/01 §9). */
export const HEADER_HEIGHT_PX = 80;
/** Avatar sizes in px (spec/01 §9). */
export const AVATAR_SIZES = { xLarge: 200, large: 128, default: 64, small: 48 } as const;
/** Passwords: at least 8 (spec/01 §5) and at most 128 characters, so hashing cost stays bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Free-text profile fields are capped so a single row stays small. */
export const NAME_MAX_LENGTH = 80;
export const BIO_MAX_LENGTH = 2000;
/** Canadian postal codes are 6 alphanumerics (spec/01 §5 "zip code up to 6 alphanumerics"). */
export const ZIP_CODE_MAX_LENGTH = 6;
/** A password-reset link stays valid this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** A sign-up's confirmation link stays valid this long; the account exists only once it is used. */
export const SIGN_UP_CONFIRM_TTL_HOURS = 24;
/** Days (the dashboard's chart, the search history's date range) are counted in the team's time zone. */
export const STAFF_TIME_ZONE = 'America/Toronto';
