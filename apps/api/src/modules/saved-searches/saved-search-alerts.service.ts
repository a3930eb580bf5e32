import { isPubliclyVisible, type ListingStateFlags } from '@rentals/domain/listings/states';
import { nextDigestAt } from '@rentals/domain/saved-searches/digest-time';
import { listingMatchesSearch } from '@rentals/domain/saved-searches/matcher';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches, savedSearchMatches } from '../../db/schema/saved-searches';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { getNotificationSetting } from '../mail/notification.service';
import { enqueueDigest } from './saved-search-digest.service';
import { savedSearchAlertEmail } from './saved-search-emails';
import { savedSearchUnsubscribeLink } from './saved-search-token';
import { loadAlertListing, type AlertListing } from './listing-snapshot';
import { enqueuePriceDropCheck } from './price-drop.service';
import { searchPathOf } from './search-link';

/*
 * Alerts of saved searches: when a listing becomes public (staff approve it, it is shown again...),
 * the change's transaction enqueues a job keyed `saved-search-match:<listing id>`. The job matches
 * the listing against every active search (not paused, alerts not NONE, not its owner's) with the
 * rules of the search itself, and records each match in saved_search_matches (unique per search
 * and listing) in the transaction that queues its e-mail (INSTANT) or its digest (DAILY): a retry,
 * a second worker or the listing published again never announces it twice to one search.
 */

const MATCH_JOB = 'saved-search-match';

/**
 * Enqueues the alerts of a listing that the change under way in `tx` makes public (and the
 * price-drop check of those who saved it); nothing when it was public already or stays hidden.
 */
export async function announceIfPublished(
  tx: Db,
  listingId: string,
  before: Pick<ListingStateFlags, 'isapproved' | 'isHidden' | 'activate'> | null,
  after: Pick<ListingStateFlags, 'isapproved' | 'isHidden' | 'activate'>,
): Promise<void> {
  if (!isPubliclyVisible(after) || (before && isPubliclyVisible(before))) return;
  await enqueueJob(tx, {
    kind: MATCH_JOB,
    key: `${MATCH_JOB}:${listingId}`,
    payload: { listingId },
    runAt: new Date(),
  });
  await enqueuePriceDropCheck(tx, listingId);
}

registerJobHandler(MATCH_JOB, async (deps, payload, now) => {
  await announceListing(deps, String(payload.listingId), now);
});

/** The active searches that find the listing, with their owners' addresses and languages. */
async function matchingSearches(db: Db, listing: AlertListing) {
  const active = await db
    .select({ search: savedSearches, email: users.email, locale: users.locale })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.paused, false),
        ne(savedSearches.alertFrequency, 'NONE'),
        ne(savedSearches.userId, listing.ownerId),
      ),
    );
  return active.filter((a) => listingMatchesSearch(listing, a.search.filters as SearchFilters));
}

/**
 * Matches a listing against the saved searches and announces it to each that finds it, once per
 * search; answers how many INSTANT e-mails were queued. A listing no longer public is left alone.
 */
export async function announceListing(deps: AppDeps, listingId: string, now: Date): Promise<number> {
  const listing = await loadAlertListing(deps.db, listingId);
  if (!listing?.publiclyVisible) return 0;
  let sent = 0;
  for (const { search, email, locale } of await matchingSearches(deps.db, listing)) {
    const queued = await deps.db.transaction(async (tx: Db) => {
      const instant = search.alertFrequency === 'INSTANT';
      const mail = instant && (await getNotificationSetting(tx, 'SAVED_SEARCH_ALERT')).enabled;
      const [match] = await tx
        .insert(savedSearchMatches)
        .values({ savedSearchId: search.id, listingId, sentAt: instant ? now : null })
        .onConflictDoNothing()
        .returning({ id: savedSearchMatches.id });
      if (!match) return false;
      if (!instant) {
        await enqueueDigest(tx, search.id, nextDigestAt(now));
        return false;
      }
      if (!mail) return false;
      await deps.mail.enqueue(
        tx,
        savedSearchAlertEmail(
          email,
          locale,
          search.name,
          { id: listing.id, title: listing.title, price: listing.price, address: listing.address },
          {
            publicUrl: deps.config.publicUrl,
            searchPath: searchPathOf(search.filters as SearchFilters),
            unsubscribe: savedSearchUnsubscribeLink(deps.config, search.id),
          },
        ),
      );
      return true;
    });
    if (queued) sent++;
  }
  if (sent) deps.mail.flushSoon(deps.db);
  return sent;
}
