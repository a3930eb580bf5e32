import type { ListingState } from '@rentals/domain/listings/states';
import { and, not, or, sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';

/*
 * The listing states of packages/domain/src/listings/states.ts in SQL: each rule is written here
 * once, as the twin of the pure function named in its comment, for the statements that filter,
 * count or label listings (search, moderation, the map tracker, the dashboard).
 * listing-states.test.ts checks that both sides agree. The conditions are written as the
 * predicates of the partial indexes on listings (db/schema/listings.ts), so PostgreSQL can prove
 * an index applies: change one only together with its index.
 */

/** isPubliclyVisible: approved, not hidden and activated (listings_public_newest_idx, listings_public_city_idx). */
export const publiclyVisible = sql`(${listings.isapproved} and not ${listings.isHidden} and ${listings.activate})`;

/** isPremiumActive: boosted and not expired. */
export const premiumActive = sql<boolean>`coalesce(${listings.isPremium} and ${listings.premiumEnd} > now(), false)`;

/** isAwaitingReview: not approved yet (a new request, a change waiting for review, or a rejection). */
export const awaitingReview = sql`not ${listings.isapproved}`;

/**
 * isInReviewQueue: awaiting review and not rejected, what /requestedListing lists
 * (listings_requested_idx). An owner's change to a rejected listing puts it back.
 */
export const inReviewQueue = sql`(${awaitingReview} and ${listings.rejectedAt} is null)`;

/** listingState, one per listing: the order of the CASE is the precedence (not approved, hidden, boosted). */
export const listingState = sql<ListingState>`case
  when ${awaitingReview} then 'PENDING'
  when not ${publiclyVisible} then 'HIDDEN'
  when ${premiumActive} then 'PREMIUM'
  else 'ACTIVE' end`;

/** The condition of one state, on the columns rather than on the CASE, so listings_visibility_idx can answer it. */
function stateCondition(state: ListingState): SQL {
  switch (state) {
    case 'PENDING':
      return awaitingReview;
    case 'HIDDEN':
      return and(not(awaitingReview), not(publiclyVisible))!;
    case 'PREMIUM':
      return and(publiclyVisible, premiumActive)!;
    case 'ACTIVE':
      return and(publiclyVisible, not(premiumActive))!;
  }
}

/** Listings in any of these states; no condition when none (or all) are asked for. */
export function inStates(states: readonly ListingState[] | null | undefined): SQL | undefined {
  const wanted = [...new Set(states ?? [])];
  if (!wanted.length || wanted.length === 4) return undefined;
  return or(...wanted.map(stateCondition));
}
