/** Listing limits (spec/03 §5, §9), read by the wizard's hints and by the API's checks alike. */

/** Pictures of one building, its units' pictures included (spec/03 §9). */
export const LISTING_PICTURES_MAX = 60;
/** The wizard asks for at least one picture of the building (spec/03 §5). */
export const LISTING_PICTURES_MIN = 1;
/** Monthly price and deposit, CAD (spec/03 §5): 0 to 200000 in steps of one cent. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 200_000;
export const PRICE_STEP = 0.01;
/** Lease term in months (spec/03 §5). */
export const LEASE_TERM_MIN = 0;
export const LEASE_TERM_MAX = 120;
/** Parking spots of a unit (spec/03 §5). */
export const PARKING_SPOTS_MIN = 0;
export const PARKING_SPOTS_MAX = 20;
/** Unit size in square feet: no home is larger; the cap keeps typos out of search filters. */
export const UNIT_SIZE_MAX = 100_000;
/** Units a building may declare (totalUnitsInBuilding); the tallest Canadian complexes stay below it. */
export const TOTAL_UNITS_MAX = 10_000;
/** Storeys of a building (storiesInBuilding). */
export const STORIES_MAX = 200;
/** Earliest year of construction accepted; the latest is the current year (spec/01 §5). */
export const CONSTRUCTION_YEAR_MIN = 1800;
/**
 * Earliest year of a signed lease date: older dates are typos (0202 for 2022); the latest is today,
 * a lease in the future is not signed yet.
 */
export const SIGNED_LEASE_YEAR_MIN = 1900;
/** Units created under one building; a larger complex is listed as several buildings. */
export const UNITS_PER_LISTING_MAX = 200;
/** Titles of buildings and units. */
export const LISTING_TITLE_MAX_LENGTH = 200;
/** Addresses as the geocoder writes them. */
export const ADDRESS_MAX_LENGTH = 300;
/** Descriptions, generated or typed. */
export const LISTING_DESCRIPTION_MAX_LENGTH = 10_000;
/** Other free-text answers (move-in bonuses, extra info, tenant names...). */
export const LISTING_TEXT_MAX_LENGTH = 2_000;
/** The landlord dashboard lists this many listings per page (spec/01 §9), and at most MAX_PAGE_SIZE. */
export const LANDLORD_PAGE_SIZE = 10;
