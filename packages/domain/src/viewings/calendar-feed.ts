import { z } from 'zod';
import type { ViewingCalendarEvent } from './ics';
import { holdsPlace, type ViewingStatus } from './statuses';

/*
 * A user's private calendar feed (issue 17): a secret URL calendar apps poll, listing the user's
 * upcoming viewings. The URL carries a random token instead of a session, because calendar apps
 * cannot sign in; revoking it (a new token) makes the old URL answer CALENDAR_FEED_NOT_FOUND.
 */

/** Random bytes of a feed token: 256 bits, too many to guess; the API keeps only their hash. */
export const CALENDAR_FEED_TOKEN_BYTES = 32;
/** Viewings stay in the feed this many days after they end, so today's does not vanish at once. */
export const CALENDAR_FEED_PAST_DAYS = 7;

/** A token as the API writes it: the bytes in base64url without padding (43 characters). */
export const calendarFeedTokenSchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((CALENDAR_FEED_TOKEN_BYTES * 4) / 3)}}$`), 'invalid');

/** The feed's path on the API; calendar apps want the .ics ending. */
export function calendarFeedPath(token: string): string {
  return `/calendar/viewings/${encodeURIComponent(token)}.ics`;
}

/** Whether a viewing is listed in its parties' feeds: still on, and not long over. */
export function isInCalendarFeed(viewing: { status: ViewingStatus; endsAt: Date }, now: Date): boolean {
  const oldest = now.getTime() - CALENDAR_FEED_PAST_DAYS * 24 * 3_600_000;
  return (holdsPlace(viewing.status) || viewing.status === 'COMPLETED') && viewing.endsAt.getTime() >= oldest;
}

/** How a feed shows a viewing: a request not yet confirmed is tentative. */
export function calendarEventStatus(status: ViewingStatus): NonNullable<ViewingCalendarEvent['status']> {
  if (status === 'REQUESTED') return 'TENTATIVE';
  return holdsPlace(status) || status === 'COMPLETED' ? 'CONFIRMED' : 'CANCELLED';
}
