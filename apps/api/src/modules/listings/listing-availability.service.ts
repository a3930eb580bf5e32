import { eq } from 'drizzle-orm';
import { relistNeedsReview } from '@rentals/domain/listings/edit-review';
import { availableAgainChanges, markRentedChanges } from '@rentals/domain/listings/rules';
import type { MarkRentedInput } from '@rentals/domain/listings/schemas';
import type { Db } from '../../db/client';
import { listings, type ListingRow } from '../../db/schema/listings';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { changedFields, recordAudit } from '../audit/audit.service';
import { premiumExpiryKey } from '../boosts/boost-window.service';
import { cancelJobs } from '../jobs/job-queue';
import { announceIfPublished } from '../saved-searches/saved-search-alerts.service';
import { cancelViewingsIfHidden } from '../viewings/viewing-cancellation';
import { forgetVerificationHiding } from '../verification/verification-hiding';
import { announceAll } from '../viewings/viewing-messages';
import { canEditListing, canViewListing } from './listing.policy';
import { scheduleAvailabilityCheck } from './availability-check-job';
import { getListingRow, loadListingDetails, type ListingDetail } from './listing-read.service';

/*
 * The owner's side of availability (spec/01 §4): marking a listing rented from /building, and
 * making it available again. Staff's toggle is in listing-moderation.service.ts. Each change runs in
 * one transaction with its audit entry, so staff see it in the listing's History.
 */

/**
 * Applies `changes` to a listing the viewer may edit, locked for the transaction, with its audit
 * entry. `alongside` runs in the same transaction when there is a change (a confirmation link
 * consumed, the next availability check scheduled), so both happen or neither.
 */
export async function changeOwnListing(
  deps: AppDeps,
  viewer: Viewer,
  id: string,
  action: string,
  changes: (row: ListingRow) => Partial<ListingRow>,
  alongside?: (tx: Db, next: ListingRow) => Promise<void>,
): Promise<ListingDetail> {
  const cancelled = await deps.db.transaction(async (tx: Db) => {
    const row = await getListingRow(tx, id, true);
    if (!canViewListing(viewer, row)) throw new AppError('LISTING_NOT_FOUND');
    if (!canEditListing(viewer, row)) throw new AppError('NO_ACCESS');
    const next = changes(row);
    if (!Object.keys(next).length) return [];
    await alongside?.(tx, { ...row, ...next });
    await tx
      .update(listings)
      .set({ ...next, updatedById: viewer.id, updatedAt: new Date() })
      .where(eq(listings.id, id));
    if (next.isHidden === true) await forgetVerificationHiding(tx, id);
    // A boost cleared here (marked rented) must not be ended again later by its expiry job.
    if (row.isPremium && next.isPremium === false) await cancelJobs(tx, premiumExpiryKey(id));
    const diff = changedFields(row as unknown as Record<string, unknown>, next as Record<string, unknown>);
    if (Object.keys(diff.after).length) {
      await recordAudit(tx, viewer, { action, entityType: 'LISTING', entityId: id, ...diff });
    }
    await announceIfPublished(tx, id, row, { ...row, ...next });
    return cancelViewingsIfHidden(tx, { ...row, ...next });
  });
  await announceAll(deps, cancelled);
  const [detail] = await loadListingDetails(deps.db, [id]);
  return detail!;
}

/** Marks a listing as rented (spec/01 §4): hidden, lease recorded, premium cleared. */
export const markListingRented = (deps: AppDeps, viewer: Viewer, id: string, input: MarkRentedInput) =>
  changeOwnListing(deps, viewer, id, 'listing.rented', () => markRentedChanges(input, new Date()));

/**
 * 'Make available again' on /building: a hidden (rented) listing is shown again. The approval
 * stays, or the listing goes to review when its owner re-lists what staff made unavailable
 * (relistNeedsReview). A listing already available is left as it is.
 */
export const relistListing = (deps: AppDeps, viewer: Viewer, id: string) =>
  changeOwnListing(
    deps,
    viewer,
    id,
    'listing.available',
    (row) => {
      if (!row.isHidden) return {};
      const review = relistNeedsReview(viewer, row) ? { isapproved: false, seen: false } : {};
      const now = new Date();
      // Back on the market is news to renters: the listing dates 'Updated' from now, and its
      // owner re-listing it confirms it is available.
      return { ...availableAgainChanges(), ...review, contentUpdatedAt: now, availabilityConfirmedAt: now };
    },
    scheduleAvailabilityCheck,
  );
