import { eq } from 'drizzle-orm';
import { changesWhatRentersRead, editNeedsReview } from '@rentals/domain/listings/edit-review';
import type { Db } from '../../db/client';
import { listings, type ListingRow } from '../../db/schema/listings';
import type { Viewer } from '../../graphql/context';
import { changedFields, recordAudit } from '../audit/audit.service';

/*
 * What one edit of a listing changed, field by field, keyed by the paths of the listing input
 * ('title', 'location.address', 'unit.monthlyPrice', 'pictures'): the review rule
 * (packages/domain/src/listings/edit-review.ts) reads it, and the audit trail keeps it, so staff
 * see in a listing's History who changed what, when, before and after.
 */

export interface EditChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export const noChanges = (): EditChanges => ({ before: {}, after: {} });

/** Adds the fields of `next` whose values differ from `current`, under `prefix`. */
export function addChanges(changes: EditChanges, current: object, next: object, prefix = ''): void {
  const diff = changedFields(current as Record<string, unknown>, next as Record<string, unknown>);
  for (const key of Object.keys(diff.after)) {
    changes.before[prefix + key] = diff.before[key];
    changes.after[prefix + key] = diff.after[key];
  }
}

/** Adds one field's change when its value differs (a picture list compares in order). */
export function addChange(changes: EditChanges, path: string, before: unknown, after: unknown): void {
  addChanges(changes, { [path]: before }, { [path]: after });
}

export const hasChanges = (changes: EditChanges) => Object.keys(changes.after).length > 0;

/**
 * Ends an edit inside its transaction: an owner's change to what staff review sends an approved
 * listing back to review (out of the public, into /requestedListing, 'Pending Approval' for the
 * owner); a change of what renters read dates the listing's 'Updated …' (contentUpdatedAt); then any
 * change is recorded in the audit trail with its author. `listing` is the row as
 * it was before the edit, locked by the transaction. Answers whether the listing went back to review.
 */
export async function recordEdit(
  tx: Db,
  viewer: Viewer,
  listing: ListingRow,
  changes: EditChanges,
  action = 'listing.edit',
): Promise<boolean> {
  if (!hasChanges(changes)) return false;
  const review = editNeedsReview(viewer, listing, changes);
  const content = changesWhatRentersRead(Object.keys(changes.after));
  if (review || content) {
    await tx
      .update(listings)
      .set({
        ...(review ? { isapproved: false, seen: false, rejectedAt: null, rejectionReason: null } : {}),
        ...(content ? { contentUpdatedAt: new Date() } : {}),
      })
      .where(eq(listings.id, listing.id));
  }
  if (review) addChange(changes, 'isapproved', true, false);
  await recordAudit(tx, viewer, { action, entityType: 'LISTING', entityId: listing.id, ...changes });
  return review;
}
