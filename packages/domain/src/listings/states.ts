/**
 * A listing's state as staff see it, one per listing: PENDING (not approved: awaiting review or
 * rejected), HIDDEN (approved but hidden or deactivated), PREMIUM (public with a running boost),
 * ACTIVE (public, not boosted). ACTIVE + PREMIUM is what the public sees. The API writes the same
 * precedence in SQL (modules/listings/listing-states.ts); listingState below is the rule itself.
 */
export const LISTING_STATES = ['PENDING', 'ACTIVE', 'HIDDEN', 'PREMIUM'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export interface ListingStateFlags {
  isapproved: boolean;
  isHidden: boolean;
  activate: boolean;
  isPremium?: boolean | null;
  premiumEnd?: Date | string | null;
}

/** Approved, not hidden and activated: what the public may see. */
export function isPubliclyVisible(listing: Omit<ListingStateFlags, 'isPremium' | 'premiumEnd'>): boolean {
  return listing.isapproved && !listing.isHidden && listing.activate;
}

/** Boosted, with the boost still running at `now`. */
export function isPremiumActive(
  listing: Pick<ListingStateFlags, 'isPremium' | 'premiumEnd'>,
  now = new Date(),
) {
  return !!listing.isPremium && !!listing.premiumEnd && new Date(listing.premiumEnd) > now;
}

/** Not approved yet (a new request, an owner's change waiting for review, or a rejection). */
export function isAwaitingReview(listing: Pick<ListingStateFlags, 'isapproved'>): boolean {
  return !listing.isapproved;
}

/** The staff-facing state; the order is the precedence: not approved, hidden, boosted. */
export function listingState(listing: ListingStateFlags, now = new Date()): ListingState {
  if (isAwaitingReview(listing)) return 'PENDING';
  if (!isPubliclyVisible(listing)) return 'HIDDEN';
  return isPremiumActive(listing, now) ? 'PREMIUM' : 'ACTIVE';
}
