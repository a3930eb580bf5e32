import { LISTING_VIEW_REPEAT_MINUTES, type ListingStatFigure } from '@rentals/domain/listings/listing-stats';
import { isPubliclyVisible } from '@rentals/domain/listings/states';
import { isStaff } from '@rentals/domain/users/rules';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { UUID } from '../../db/sql-helpers';
import type { Context } from '../../graphql/context';
import { isLikelyBot } from '../../http/bot-agents';
import { createRecentViews, type RecentViews } from './recent-views';
import { createStatsCounter, type StatsCounter } from './stats-counter';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';

/** What a process counts with: the batched counter and the repeat guard of views and clicks. */
export interface ListingStats {
  counter: StatsCounter;
  recent: RecentViews;
}

export function createListingStats(db: Db, log: Logger): ListingStats {
  return { counter: createStatsCounter(db, log), recent: createRecentViews() };
}

/** The events a visitor's browser reports; the others are counted where they are written. */
export type VisitorEvent = Extract<ListingStatFigure, 'views' | 'contactClicks'>;

/** One visitor: their session when signed in, their address otherwise. */
const visitorKey = (ctx: Context) => (ctx.viewer ? `s:${ctx.viewer.sessionId}` : `ip:${ctx.ip}`);
const REPEAT_MS = LISTING_VIEW_REPEAT_MINUTES * 60_000;

/** Staff and crawlers are not the audience the figures measure. */
const uncounted = (ctx: Context) => isLikelyBot(ctx.userAgent) || isStaff(ctx.viewer);

/**
 * Counts a view of a listing page or a click on its contact button (recordListingView,
 * recordListingEvent): once per session (per address for a visitor) within the repeat window,
 * for a listing the public may see, never for its owner, staff or a crawler. One read of the
 * listing; the count itself waits in memory for the next flush. Answers whether it counted.
 */
export async function recordVisitorEvent(ctx: Context, listingId: string, event: VisitorEvent) {
  if (!UUID.test(listingId) || uncounted(ctx)) return false;
  const [listing] = await ctx.db
    .select({
      ownerId: listings.ownerId,
      isapproved: listings.isapproved,
      isHidden: listings.isHidden,
      activate: listings.activate,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing || !isPubliclyVisible(listing) || listing.ownerId === ctx.viewer?.id) return false;
  if (!ctx.listingStats.recent.firstWithin(`${event}|${listingId}|${visitorKey(ctx)}`, Date.now(), REPEAT_MS))
    return false;
  ctx.listingStats.counter.add(listingId, event);
  return true;
}

/**
 * Counts the listings a search answered as impressions, leaving out the caller's own listings
 * and searches by staff and crawlers. Once per visitor and listing within the repeat window,
 * like views: /search asks the same search twice (its list and its map's markers), and paging
 * back and forth shows the same listings again. No query: the search rows carry their owners.
 */
export function recordImpressions(
  ctx: Context,
  shown: readonly { id: string; ownerId: string | null }[],
): void {
  if (uncounted(ctx)) return;
  const now = Date.now();
  const who = visitorKey(ctx);
  for (const listing of shown) {
    if (listing.ownerId === ctx.viewer?.id) continue;
    if (ctx.listingStats.recent.firstWithin(`impressions|${listing.id}|${who}`, now, REPEAT_MS))
      ctx.listingStats.counter.add(listing.id, 'impressions');
  }
}
