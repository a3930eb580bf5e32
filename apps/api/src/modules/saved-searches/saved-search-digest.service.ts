import { ALERT_LISTINGS_MAX } from '@rentals/domain/saved-searches/limits';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { savedSearches, savedSearchMatches } from '../../db/schema/saved-searches';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { getNotificationSetting } from '../mail/notification.service';
import { publiclyVisible } from '../listings/listing-states';
import { savedSearchDigestEmail } from './saved-search-emails';
import { savedSearchUnsubscribeLink } from './saved-search-token';
import { loadAlertListing } from './listing-snapshot';
import { searchPathOf } from './search-link';

/*
 * Daily digests: a DAILY search's matches wait (sent_at null) for one job per search, keyed
 * `saved-search-digest:<id>`, at the next DIGEST_HOUR in DIGEST_TIME_ZONE. The job locks the
 * search, lists the homes still public among the waiting matches and marks them sent in the
 * transaction that queues the e-mail, so a digest goes out once whatever the retries or workers.
 */

const DIGEST_JOB = 'saved-search-digest';

/** Plans the search's digest at `at`, inside the transaction that recorded a waiting match. */
export function enqueueDigest(tx: Db, savedSearchId: string, at: Date): Promise<void> {
  return enqueueJob(tx, {
    kind: DIGEST_JOB,
    key: `${DIGEST_JOB}:${savedSearchId}`,
    payload: { savedSearchId },
    runAt: at,
    keepEarlier: true,
  });
}

registerJobHandler(DIGEST_JOB, async (deps, payload, now) => {
  await sendDigest(deps, String(payload.savedSearchId), now);
});

/**
 * Sends a search's digest of the homes waiting for it; answers how many homes it announced. A
 * search paused or no longer DAILY keeps its matches waiting and sends nothing.
 */
export async function sendDigest(deps: AppDeps, savedSearchId: string, now: Date): Promise<number> {
  const announced = await deps.db.transaction(async (tx: Db) => {
    const [row] = await tx
      .select({ search: savedSearches, email: users.email, locale: users.locale })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(eq(savedSearches.id, savedSearchId))
      .for('update', { of: savedSearches });
    if (!row || row.search.paused || row.search.alertFrequency !== 'DAILY') return 0;
    const waiting = await tx
      .select({ id: savedSearchMatches.id, listingId: savedSearchMatches.listingId })
      .from(savedSearchMatches)
      .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
      .where(
        and(
          eq(savedSearchMatches.savedSearchId, savedSearchId),
          isNull(savedSearchMatches.sentAt),
          publiclyVisible,
        ),
      )
      .orderBy(asc(savedSearchMatches.createdAt));
    if (!waiting.length) return 0;
    await tx
      .update(savedSearchMatches)
      .set({ sentAt: now })
      .where(
        inArray(
          savedSearchMatches.id,
          waiting.map((w) => w.id),
        ),
      );
    await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, savedSearchId));
    if (!(await getNotificationSetting(tx, 'SAVED_SEARCH_ALERT')).enabled) return 0;
    const homes = [];
    for (const { listingId } of waiting.slice(0, ALERT_LISTINGS_MAX)) {
      const listing = await loadAlertListing(tx, listingId);
      if (listing)
        homes.push({ id: listing.id, title: listing.title, price: listing.price, address: listing.address });
    }
    await deps.mail.enqueue(
      tx,
      savedSearchDigestEmail(row.email, row.locale, row.search.name, homes, waiting.length - homes.length, {
        publicUrl: deps.config.publicUrl,
        searchPath: searchPathOf(row.search.filters as SearchFilters),
        unsubscribe: savedSearchUnsubscribeLink(deps.config, savedSearchId),
      }),
    );
    return waiting.length;
  });
  if (announced) deps.mail.flushSoon(deps.db);
  return announced;
}
