/**
 * How a renter hears of new homes matching a saved search: an e-mail per new listing (INSTANT),
 * one digest a day (DAILY), or none (NONE: the search is kept to open again).
 */
export const ALERT_FREQUENCIES = ['INSTANT', 'DAILY', 'NONE'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
