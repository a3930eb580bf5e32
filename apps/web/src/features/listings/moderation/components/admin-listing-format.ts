import { PAGE_SIZE } from '@rentals/domain/limits';
import { resultRange } from '@rentals/domain/listings/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { formatNumber, numberFormat } from '../../../../lib/format/number';

/* Pure helpers of the staff listing tables (/listings and /requestedListing). */

/**
 * The numbers of 'Showing x-y of total results' (spec/01 §2) for a page of PAGE_SIZE, written in
 * the viewer's language: 'Showing 11-20 of 1,234 results'; an empty page reads 0-0.
 */
export function showingRange(
  page: number,
  pageLength: number,
  total: number,
  locale: Locale,
): { from: string; to: string; total: string } {
  const range = resultRange((page - 1) * PAGE_SIZE, pageLength, total);
  const fmt = numberFormat(locale);
  return { from: fmt.format(range.from), to: fmt.format(range.to), total: fmt.format(range.total) };
}

/** How many pages a total fills, at least one (so an empty list still has page 1). */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

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
