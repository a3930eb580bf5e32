import { isAwaitingReview, type ListingStateFlags } from './states';

/*
 * The review queue of requested listings (/requestedListing, spec/01 §2): what staff still have to
 * approve or reject. The API writes the same rule in SQL (inReviewQueue in
 * modules/listings/listing-states.ts).
 */

export interface ReviewFlags extends Pick<ListingStateFlags, 'isapproved'> {
  rejectedAt: Date | string | null;
}

/**
 * Awaiting review and not rejected. A rejection takes a listing out of the queue (it stays
 * PENDING); the owner's next change clears the rejection and puts it back.
 */
export function isInReviewQueue(listing: ReviewFlags): boolean {
  return isAwaitingReview(listing) && !listing.rejectedAt;
}
