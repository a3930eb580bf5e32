import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../../graphql/context';
import { calendarFeedText } from './calendar-feed.service';

/** Where feeds are served: calendarFeedPath's prefix. */
export const CALENDAR_FEED_PREFIX = '/calendar/viewings/';

/**
 * GET /calendar/viewings/<token>.ics: the feed as text/calendar, 404 for an unknown or revoked
 * token. The token is the credential: callers must not log the path.
 */
export async function serveCalendarFeed(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const name = pathname.slice(CALENDAR_FEED_PREFIX.length);
  const text =
    (req.method === 'GET' || req.method === 'HEAD') && name.endsWith('.ics')
      ? await calendarFeedText(deps, name.slice(0, -'.ics'.length))
      : null;
  if (text === null) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Content-Disposition': 'inline; filename="viewings.ics"',
    // Personal data behind a secret URL: no shared cache may keep it.
    'Cache-Control': 'private, no-store',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}
