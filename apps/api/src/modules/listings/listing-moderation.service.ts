import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { UnavailabilityInput } from '@rentals/domain/listings/moderation';
import { isInReviewQueue } from '@rentals/domain/listings/review-queue';
import { availableAgainChanges } from '@rentals/domain/listings/rules';
import { isAwaitingReview } from '@rentals/domain/listings/states';
import type { Db } from '../../db/client';
import { listingLocations, listings, type ListingRow } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { containing, pageOf, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { changedFields, recordAudit } from '../audit/audit.service';
import { sendEmail } from '../mail/notification.service';
import { announceIfPublished } from '../saved-searches/saved-search-alerts.service';
import { forgetVerificationHiding } from '../verification/verification-hiding';
import { cancelViewingsIfHidden } from '../viewings/viewing-cancellation';
import { announceAll } from '../viewings/viewing-messages';
import {
  getListingRow,
  listingTextMatch,
  loadListingDetails,
  type ListingDetail,
} from './listing-read.service';
import { scheduleAvailabilityCheck } from './availability-check-job';
import { inReviewQueue, publiclyVisible } from './listing-states';
import { listingApprovedEmail, listingRejectedEmail } from './review-email';

/*
 * Staff listing administration (spec/01 §2 /listings and /requestedListing, §4 availability
 * toggle, §7 listing administration). Reads page listing ids first and load details for that page
 * only; every change runs in one transaction with its audit entry (and its e-mail, through the
 * outbox, when the owner is told).
 */

/** Staff search: the landlord search fields plus the owner's e-mail or name. */
function staffSearch(db: Db, search: string | null | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containing(term);
  return or(
    listingTextMatch(db, term),
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
  );
}

/** A page of listings matching `where`, in `order`, with their details. */
async function pageListings(
  db: Db,
  where: SQL | undefined,
  paging: Paging,
  order: 'newest' | 'oldest' = 'newest',
) {
  const { first, skip } = pageOf(paging);
  if (!first) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .where(where)
    .orderBy(
      order === 'newest' ? desc(listings.createdAt) : asc(listings.createdAt),
      order === 'newest' ? desc(listings.id) : asc(listings.id),
    )
    .limit(first)
    .offset(skip);
  return loadListingDetails(
    db,
    rows.map((r) => r.id),
  );
}

async function countListings(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .where(where);
  return row?.n ?? 0;
}

/** All listings, newest first, optionally matching a search (adminAccessListing, searchBuilding). */
export function findAdminListings(db: Db, paging: Paging, search?: string | null): Promise<ListingDetail[]> {
  return pageListings(db, staffSearch(db, search), paging);
}

/** How many listings findAdminListings pages through for the same search. */
export function countAdminListings(db: Db, search?: string | null): Promise<number> {
  return countListings(db, staffSearch(db, search));
}

/** Listings by availability as staff see it: hidden (Unavailable) or not (Available). */
export function findListingsByAvailability(
  db: Db,
  isHidden: boolean,
  paging: Paging,
): Promise<ListingDetail[]> {
  return pageListings(db, eq(listings.isHidden, isHidden), paging);
}

/** How many listings the public sees: approved, visible and activated. */
export function countPublicListings(db: Db): Promise<number> {
  return countListings(db, publiclyVisible);
}

/** Listings in the review queue, oldest first (requestedListings). */
export function findRequestedListings(db: Db, paging: Paging): Promise<ListingDetail[]> {
  return pageListings(db, inReviewQueue, paging, 'oldest');
}

/** How many listings are in the review queue (the side navigation's badge, the dashboard); its partial index answers it. */
export async function countRequestedListings(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(inReviewQueue);
  return row?.n ?? 0;
}

type Changes = Partial<ListingRow>;

/** Applies `changes` to a listing, locked for the transaction, with its audit entry. */
async function changeListing(
  deps: AppDeps,
  viewer: Viewer,
  id: string,
  action: string,
  changes: (row: ListingRow) => Changes,
  after?: (tx: Db, before: ListingRow) => Promise<void>,
): Promise<ListingDetail> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await getListingRow(tx, id, true);
    const next = changes(row);
    await tx
      .update(listings)
      .set({ ...next, updatedById: viewer.id, updatedAt: new Date() })
      .where(eq(listings.id, id));
    if (next.isHidden === true) await forgetVerificationHiding(tx, id);
    const diff = changedFields(row as unknown as Record<string, unknown>, next as Record<string, unknown>);
    await recordAudit(tx, viewer, { action, entityType: 'LISTING', entityId: id, ...diff });
    await after?.(tx, row);
    await announceIfPublished(tx, id, row, { ...row, ...next });
    return cancelViewingsIfHidden(tx, { ...row, ...next });
  });
  await announceAll(deps, cancelled);
  deps.mail.flushSoon(deps.db);
  const [detail] = await loadListingDetails(deps.db, [id]);
  return detail!;
}

/** The availability toggle, hidden → available at once ('Listing is now Available!'). */
export const makeListingAvailable = (deps: AppDeps, viewer: Viewer, id: string) =>
  changeListing(
    deps,
    viewer,
    id,
    'listing.available',
    (row) => ({
      ...availableAgainChanges(),
      // Back on the market is news to renters: the listing dates 'Updated' from now, and its
      // availability counts as confirmed by staff's decision, with its checks starting again.
      ...(row.isHidden ? { contentUpdatedAt: new Date(), availabilityConfirmedAt: new Date() } : {}),
    }),
    // Only for a listing coming back: a visible one keeps the check it has.
    async (tx, before) => {
      if (before.isHidden) await scheduleAvailabilityCheck(tx, await getListingRow(tx, before.id));
    },
  );

/** 'Mark Listing as Unavailable': the two steps' payload, stored with the listing. */
export const makeListingUnavailable = (
  deps: AppDeps,
  viewer: Viewer,
  id: string,
  input: UnavailabilityInput,
) =>
  changeListing(deps, viewer, id, 'listing.unavailable', () => ({
    isHidden: true,
    availablityStatus: input.availablityStatus,
    unavailableMessage: input.message ?? null,
    tuList: input.tuList ?? null,
    ...(input.rentedPrice != null ? { rentedPrice: input.rentedPrice } : {}),
    ...(input.date ? { signedLeaseDate: input.date } : {}),
    ...(input.disableListing ? { disableListing: input.disableListing } : {}),
  }));

/** Where and in which language the owner is told about the review. */
async function getOwnerContact(tx: Db, ownerId: string) {
  const [owner] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, ownerId));
  return owner!;
}

/**
 * Approves a listing awaiting review (or a rejected one); the owner is told by e-mail. The first
 * approval posts it; a later one makes public the changes that sent it back, so it dates 'Updated'.
 */
export function approveListing(deps: AppDeps, viewer: Viewer, id: string): Promise<ListingDetail> {
  return changeListing(
    deps,
    viewer,
    id,
    'listing.approve',
    (row) => {
      if (!isAwaitingReview(row)) throw new AppError('LISTING_ALREADY_REVIEWED');
      const now = new Date();
      return {
        isapproved: true,
        ...(row.postedAt ? { contentUpdatedAt: now } : { postedAt: now }),
        // Staff approving what the owner sent is as good as a confirmation that it is available.
        availabilityConfirmedAt: now,
        approvedAt: now,
        approvedById: viewer.id,
        rejectedAt: null,
        rejectionReason: null,
      };
    },
    async (tx, row) => {
      await scheduleAvailabilityCheck(tx, await getListingRow(tx, row.id));
      const owner = await getOwnerContact(tx, row.ownerId);
      const link = `${deps.config.publicUrl}/listing/${row.id}`;
      await sendEmail(
        deps,
        tx,
        'LISTING_APPROVED',
        listingApprovedEmail(owner.email, owner.locale, row.title, link),
      );
    },
  );
}

/** Rejects a listing awaiting review with a reason the owner receives by e-mail. */
export function rejectListing(
  deps: AppDeps,
  viewer: Viewer,
  id: string,
  reason: string,
): Promise<ListingDetail> {
  return changeListing(
    deps,
    viewer,
    id,
    'listing.reject',
    (row) => {
      if (!isInReviewQueue(row)) throw new AppError('LISTING_ALREADY_REVIEWED');
      return { rejectedAt: new Date(), rejectionReason: reason };
    },
    async (tx, row) => {
      const owner = await getOwnerContact(tx, row.ownerId);
      const link = `${deps.config.publicUrl}/building`;
      await sendEmail(
        deps,
        tx,
        'LISTING_REJECTED',
        listingRejectedEmail(owner.email, owner.locale, row.title, reason, link),
      );
    },
  );
}
