/*
 * The visitor's province, as they last chose it (on /rental-laws), kept in this browser. Pages that
 * show something per province (the knowledge center's rental laws) read it; features share it
 * through this one key.
 */
export const VISITOR_PROVINCE_KEY = 'visitor-province';
