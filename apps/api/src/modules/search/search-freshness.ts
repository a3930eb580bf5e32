import { sql, type SQL } from 'drizzle-orm';
import {
  CONFIRMATION_INTERVAL_DAYS,
  STALE_RANK_PENALTY_DAYS,
} from '@rentals/domain/listings/availability-confirmation';

/*
 * The freshness of search results in SQL (issue 25), the twin of rankedListedAt in
 * packages/domain/src/listings/availability-confirmation.ts: read from the row's own columns
 * (listings.availability_confirmed_at, or its copy units.search_confirmed_at), never from a
 * subquery, so ranking costs nothing per row beyond a comparison.
 */

/** The listed time a result ranks by: STALE_RANK_PENALTY_DAYS earlier while its confirmation is overdue. */
export const rankedListedAt = (listedAt: SQL, confirmedAt: SQL): SQL =>
  sql`(${listedAt} - case when ${confirmedAt} <= now() - make_interval(days => ${sql.raw(
    String(CONFIRMATION_INTERVAL_DAYS),
  )}) then make_interval(days => ${sql.raw(String(STALE_RANK_PENALTY_DAYS))}) else interval '0' end)`;
