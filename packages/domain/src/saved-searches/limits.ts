/** Saved searches and their alerts. */

/** The most searches one renter keeps: beyond it saving is refused (SAVED_SEARCHES_FULL). */
export const MAX_SAVED_SEARCHES = 20;
/** A saved search's name, as the list and the alert e-mails show it. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** The local hour daily digests go out at, in DIGEST_TIME_ZONE (the market's zone). */
export const DIGEST_HOUR = 8;
export const DIGEST_TIME_ZONE = 'America/Toronto';
/** The most new homes one alert e-mail lists; a digest says how many more the search finds. */
export const ALERT_LISTINGS_MAX = 10;
/** Map boxes are kept to this many decimals (about 1 m), so a box saved twice is one search. */
export const BOUNDS_DECIMALS = 5;
