/** The dashboard's chart covers this many days by default, and at most DASHBOARD_DAYS_MAX. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_DAYS_MAX = 90;
