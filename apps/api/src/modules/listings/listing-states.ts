import type { ListingState } from '@rentals/domain/listings/states';
import { and, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { premiumActive } from '../search/search.service';

/*
 * A listing's state as staff see it (LISTING_STATES in packages/domain): one per listing, so the
 * dashboard's counts add up to the total and each map marker has one colour. The order of the
 * CASE is the precedence: not approved, then hidden or deactivated, then a running boost.
 */

/** The state of the row, in SQL. */
export const listingState = sql<ListingState>`case
  when not ${listings.isapproved} then 'PENDING'
  when ${listings.isHidden} or not ${listings.activate} then 'HIDDEN'
  when ${premiumActive} then 'PREMIUM'
  else 'ACTIVE' end`;

/** The condition of one state, written on the columns so the visibility index can answer it. */
function stateCondition(state: ListingState): SQL {
  const shown = and(
    eq(listings.isapproved, true),
    eq(listings.isHidden, false),
    eq(listings.activate, true),
  )!;
  switch (state) {
    case 'PENDING':
      return eq(listings.isapproved, false);
    case 'HIDDEN':
      return and(
        eq(listings.isapproved, true),
        or(eq(listings.isHidden, true), eq(listings.activate, false)),
      )!;
    case 'PREMIUM':
      return and(shown, premiumActive)!;
    case 'ACTIVE':
      return and(shown, not(premiumActive))!;
  }
}

/** Listings in any of these states; no condition when none (or all) are asked for. */
export function inStates(states: readonly ListingState[] | null | undefined): SQL | undefined {
  const wanted = [...new Set(states ?? [])];
  if (!wanted.length || wanted.length === 4) return undefined;
  return or(...wanted.map(stateCondition));
}
