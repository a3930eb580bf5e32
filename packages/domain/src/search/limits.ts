/** Search limits (spec/01 §9), read by the /search page and the API alike. */

/** Beyond this many skipped results a search answers an empty page without querying. */
export const SEARCH_SKIP_MAX = 10_000;
/**
 * Search totals are counted exactly up to this many; past it the API answers one more (the count
 * stops there, so a search matching a million homes costs what one matching ten thousand does)
 * and the page shows "10,000+".
 */
export const SEARCH_COUNT_BOUND = 10_000;
/** Keywords, city and neighbourhood names are at most this long. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** The pets a renter can ask for (spec/01 §3 pet flags). */
export const SEARCH_PETS = ['cat', 'dog'] as const;
/** similarListings: price within this fraction of the listing's lowest price, and at most this many. */
export const SIMILAR_PRICE_RATIO = 0.25;
export const SIMILAR_LISTINGS_MAX = 6;
/** searchMapListings: half the side of the box around the place, in degrees (about 11 km). */
export const MAP_BOX_HALF_DEGREES = 0.1;
/** The most listings a map or a discovery list answers at once. */
export const MAP_LISTINGS_MAX = 100;
