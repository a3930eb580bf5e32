/** Location constants shared by the address field, the API checks and the geocoders. */

/** Most address suggestions shown or returned for one search (spec/03 §5, §9). */
export const ADDRESS_SUGGESTIONS_MAX = 6;
/** Longest address text searched; a real address is far shorter. */
export const ADDRESS_TEXT_MAX_LENGTH = 200;
/** Longest place id of an address suggestion (an HTTP geocoder's holds the text asked and the label). */
export const PLACE_ID_MAX_LENGTH = 1_200;
/** Longest city or neighbourhood name stored. */
export const PLACE_NAME_MAX_LENGTH = 100;
/**
 * Canada's bounding box, slightly rounded out: from Middle Island (41.7 N) to Cape Columbia (83.1 N),
 * from the Yukon–Alaska border (141 W) to Cape Spear (52.6 W). Places outside it cannot be Canadian.
 */
export const CANADA_BOUNDS = { minLat: 41, maxLat: 84, minLng: -141, maxLng: -52 } as const;
/**
 * A pin placed by hand belongs to the nearest known city or town only within this distance: farther,
 * the place would be a guess, and the user is asked to choose an address instead.
 */
export const PIN_PLACE_MAX_KM = 150;
