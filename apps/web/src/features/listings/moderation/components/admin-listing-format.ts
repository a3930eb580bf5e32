import { formatNumber } from '../../../../lib/format/number';

/* Pure helpers of the staff listing tables (/listings and /requestedListing). */

export type ApprovalState = 'APPROVED' | 'PENDING' | 'REJECTED';

/** Review state: approved; rejected (with a reason) until approved; otherwise awaiting review. */
export function approvalState(listing: { isapproved: boolean; rejectedAt?: string | null }): ApprovalState {
  if (listing.isapproved) return 'APPROVED';
  return listing.rejectedAt ? 'REJECTED' : 'PENDING';
}

/** The owner's name as one line, or null when the account has none. */
export function ownerName(owner: { firstName?: string | null; lastName?: string | null }): string | null {
  const name = [owner.firstName, owner.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** A count with the thousands grouped as the language writes them. */
export { formatNumber };
