/** Saved homes limits (issue 22), read by the API checks and by the web for its hints. */

/** A renter's note on a saved home: a few lines (the visit, a question for the landlord), not a diary. */
export const SAVED_HOME_NOTE_MAX_LENGTH = 1000;
/**
 * Homes one account may keep saved: far more than anyone compares, small enough that the set of
 * saved ids the web loads once stays light.
 */
export const SAVED_HOMES_MAX = 500;
