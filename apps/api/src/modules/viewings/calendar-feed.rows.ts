import { LOGGED_IN } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** The caller's own calendar feed (modules/viewings/calendar-feed.graphql.ts): any signed-in user. */
export const CALENDAR_FEED_ROWS: Row[] = [
  { operation: 'myCalendarFeed', allowed: LOGGED_IN, run: q('{ myCalendarFeed { url } }') },
  { operation: 'createCalendarFeed', allowed: LOGGED_IN, run: q('mutation { createCalendarFeed { url } }') },
  { operation: 'revokeCalendarFeed', allowed: LOGGED_IN, run: q('mutation { revokeCalendarFeed { url } }') },
];
