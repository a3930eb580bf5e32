import { createHash, createHmac, randomBytes } from 'node:crypto';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';
import {
  CALENDAR_FEED_PAST_DAYS,
  calendarEventStatus,
  calendarFeedPath,
  calendarFeedTokenSchema,
  isInCalendarFeed,
} from '@rentals/domain/viewings/calendar-feed';
import { CALENDAR_FEED_TEXTS } from '@rentals/domain/viewings/calendar-feed-texts';
import { buildCalendarFeed, type ViewingCalendarEvent } from '@rentals/domain/viewings/ics';
import { meetingLinkFor } from '@rentals/domain/viewings/meeting-link';
import { HOLDING_VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { calendarFeeds, type CalendarFeedRow } from '../../db/schema/calendar-feeds';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { viewings } from '../../db/schema/viewings';
import type { AppDeps, Viewer } from '../../graphql/context';
import { signingKey } from '../messaging/message-email-token';
import { viewingViews, type ViewingView } from './viewing-views';

/*
 * A user's private calendar feed (issue 17): GET /calendar/viewings/<token>.ics lists the viewings
 * they take part in, as renter and as owner of the listings, for calendar apps that subscribe by
 * URL and cannot sign in. See db/schema/calendar-feeds.ts for how the token is kept.
 */

type KeyConfig = Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>;

const PURPOSE = 'calendar-feed:';

/** The feed's token: 32 bytes of HMAC, base64url (calendarFeedTokenSchema). */
const tokenOf = (config: KeyConfig, row: Pick<CalendarFeedRow, 'userId' | 'salt'>) =>
  createHmac('sha256', signingKey(config)).update(`${PURPOSE}${row.userId}:${row.salt}`).digest('base64url');

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface CalendarFeedView {
  /** https URL, to copy into a calendar app. */
  url: string;
  /** The same as webcal://, which calendar apps open as a subscription. */
  webcalUrl: string;
  createdAt: Date;
}

function viewOf(config: Config, row: CalendarFeedRow): CalendarFeedView {
  const url = `${config.publicUrl}${calendarFeedPath(tokenOf(config, row))}`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt };
}

/** The caller's feed, or null before they turn it on. */
export async function myCalendarFeed(deps: AppDeps, viewer: Viewer): Promise<CalendarFeedView | null> {
  const [row] = await deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, viewer.id));
  return row ? viewOf(deps.config, row) : null;
}

/** Writes the caller's feed with a new salt (a new URL), replacing any earlier one. */
async function writeFeed(deps: AppDeps, userId: string, replace: boolean): Promise<CalendarFeedView> {
  const salt = randomBytes(16).toString('base64url');
  const tokenHash = hashOf(tokenOf(deps.config, { userId, salt }));
  const insert = deps.db.insert(calendarFeeds).values({ userId, salt, tokenHash });
  await (replace
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { salt, tokenHash, createdAt: new Date() },
      })
    : insert.onConflictDoNothing({ target: calendarFeeds.userId }));
  const [row] = await deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return viewOf(deps.config, row!);
}

/** createCalendarFeed: turns the caller's feed on; the same URL when it already is. */
export const createCalendarFeed = (deps: AppDeps, viewer: Viewer) => writeFeed(deps, viewer.id, false);

/** revokeCalendarFeed: a new URL for the caller's feed; the old one answers 404 from now on. */
export const revokeCalendarFeed = (deps: AppDeps, viewer: Viewer) => writeFeed(deps, viewer.id, true);

/** The feed's owner and language for a token, or null when no feed has it (unknown or revoked). */
async function feedOwner(db: Db, token: string): Promise<{ id: string; locale: Locale } | null> {
  if (!calendarFeedTokenSchema.safeParse(token).success) return null;
  const [owner] = await db
    .select({ id: users.id, locale: users.locale })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  return owner ?? null;
}

function eventOf(
  viewing: ViewingView,
  ownerId: string,
  locale: Locale,
  publicUrl: string,
): ViewingCalendarEvent {
  const actor = viewing.renterId === ownerId ? 'RENTER' : 'LANDLORD';
  const conversation = `${publicUrl}/message?room=${encodeURIComponent(viewing.roomId)}`;
  const renterName = [viewing.renter?.firstName, viewing.renter?.lastName].filter(Boolean).join(' ');
  const lines = [
    viewing.status === 'REQUESTED' ? translate(CALENDAR_FEED_TEXTS.requested, locale) : null,
    actor === 'LANDLORD' && renterName
      ? translate(CALENDAR_FEED_TEXTS.renter, locale, { name: renterName })
      : null,
    translate(CALENDAR_FEED_TEXTS.conversation, locale, { url: conversation }),
  ];
  return {
    viewingId: viewing.id,
    sequence: viewing.icsSequence,
    startsAt: viewing.startsAt,
    endsAt: viewing.endsAt,
    timeZone: viewing.zone,
    summary: translate(CALENDAR_FEED_TEXTS.summary, locale, { title: viewing.listingTitle }),
    description: lines.filter(Boolean).join('\n'),
    location: viewing.showingType === 'IN_PERSON' ? viewing.address : null,
    meetingLink: meetingLinkFor(viewing, actor),
    url: conversation,
    status: calendarEventStatus(viewing.status),
  };
}

/**
 * The .ics text of the feed a token opens, or null (answered 404) for an unknown or revoked token:
 * the viewings its owner takes part in that isInCalendarFeed keeps, soonest first.
 */
export async function calendarFeedText(
  deps: AppDeps,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const owner = await feedOwner(deps.db, token);
  if (!owner) return null;
  const own = deps.db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, owner.id));
  const oldest = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * 86_400_000);
  const found = await viewingViews(
    deps.db,
    and(
      or(eq(viewings.renterId, owner.id), inArray(viewings.listingId, own)),
      inArray(viewings.status, [...HOLDING_VIEWING_STATUSES, 'COMPLETED']),
      gte(viewings.endsAt, oldest),
    ),
  );
  const events = found
    .filter((v) => isInCalendarFeed(v, now))
    .map((v) => eventOf(v, owner.id, owner.locale, deps.config.publicUrl));
  return buildCalendarFeed(events, {
    domain: new URL(deps.config.publicUrl).hostname,
    now,
    name: translate(CALENDAR_FEED_TEXTS.name, owner.locale),
    timeZone: events[0]?.timeZone ?? 'America/Toronto',
  });
}
