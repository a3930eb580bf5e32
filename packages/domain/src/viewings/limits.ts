/** Viewing limits, read by the API checks and by the web for its hints (issue 17). */

/** Slot lengths a landlord may choose: long enough to walk through a unit, short enough to offer several. */
export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 240;
export const SLOT_MINUTES_DEFAULT = 30;
/** Slots start on multiples of this many minutes past the window's start, so times read cleanly. */
export const SLOT_MINUTES_STEP = 5;
/** Pause between two slots (travel, airing the unit); a whole day's pause would leave no slots. */
export const BUFFER_MINUTES_MAX = 120;
export const BUFFER_MINUTES_DEFAULT = 0;
/** How far ahead renters may book: a day at least, and no further than a lease's notice period. */
export const BOOKING_HORIZON_DAYS_MIN = 1;
export const BOOKING_HORIZON_DAYS_MAX = 90;
export const BOOKING_HORIZON_DAYS_DEFAULT = 14;
/** Minimum notice before a viewing, in hours: up to a week, so a tenant can be told (24 h in most provinces). */
export const MIN_NOTICE_HOURS_MAX = 168;
export const MIN_NOTICE_HOURS_DEFAULT = 24;
/** Windows per weekday: a morning, a lunch break and an evening fit with room to spare. */
export const WINDOWS_PER_DAY_MAX = 4;
/** Renters per ordinary slot: 1 is a private viewing; a few allow small group showings. */
export const SLOT_CAPACITY_MAX = 10;
export const SLOT_CAPACITY_DEFAULT = 1;
/** Renters an open house may take, and how many open houses a listing keeps. */
export const OPEN_HOUSE_CAPACITY_MAX = 200;
export const OPEN_HOUSES_MAX = 20;
/** An open house lasts at most this long: one afternoon or one evening, not a whole day. */
export const OPEN_HOUSE_HOURS_MAX = 8;
/**
 * Upcoming viewings (requested, confirmed or being rescheduled) one renter may hold on one
 * listing: enough to keep a second time in reserve, too few to block a landlord's week.
 */
export const UPCOMING_VIEWINGS_PER_LISTING_MAX = 2;
/** Times a renter proposes in request mode, for the landlord to pick one. */
export const PROPOSED_TIMES_MAX = 3;
/** A cancellation or decline reason, shown to the other party and posted in the conversation. */
export const VIEWING_REASON_MAX_LENGTH = 500;
/** A meeting link (Zoom, Teams, Meet URLs are well under this). */
export const MEETING_LINK_MAX_LENGTH = 500;
/** The renter's note with a /request-for-viewing request. */
export const VIEWING_REQUEST_MESSAGE_MAX_LENGTH = 2000;
/** The largest budget a /request-for-viewing request states, in dollars a month (as the profile's). */
export const VIEWING_REQUEST_BUDGET_MAX = 1_000_000;
/** The longest span one list of slots or agenda covers: a month view with its edges. */
export const VIEWING_RANGE_DAYS_MAX = 93;
/**
 * Requests for viewing one renter may keep open (NEW or IN_PROGRESS) at once: one per city they are
 * comparing, few enough that staff never chase the same renter in parallel many times.
 */
export const OPEN_VIEWING_REQUESTS_MAX = 3;
/** Staff's note on a request for viewing: what was arranged, whom was called. */
export const VIEWING_REQUEST_NOTE_MAX_LENGTH = 2000;
/** Text searched among the requests for viewing (name, e-mail, message). */
export const VIEWING_REQUEST_SEARCH_MAX_LENGTH = 100;
/** The most units a landlord's /rental-enquiry says they want to list (a large building's). */
export const RENTAL_ENQUIRY_UNITS_MAX = 5000;
