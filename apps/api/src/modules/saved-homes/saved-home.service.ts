import { SAVED_HOMES_MAX } from '@rentals/domain/saved-homes/limits';
import { lowestMonthlyPrice, savedHomeStatus, type SavedHomeStatus } from '@rentals/domain/saved-homes/rules';
import type { SavedHomeNoteInput } from '@rentals/domain/saved-homes/schemas';
import { isPubliclyVisible } from '@rentals/domain/listings/states';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, units } from '../../db/schema/listings';
import { savedHomes, type SavedHomeRow } from '../../db/schema/saved-homes';
import { users } from '../../db/schema/users';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { loadListingDetails, type ListingDetail } from '../listings/listing-read.service';
import { canViewListing } from '../listings/listing.policy';

/**
 * A saved home as the page shows it: the row, its listing now and what changed since. A listing
 * the viewer may no longer see (hidden, or an edit awaiting review) is null, named by its title
 * when saved, its price unsaid: the renter keeps the row without reading unreviewed text.
 */
export interface SavedHomeView {
  row: SavedHomeRow;
  listing: ListingDetail | null;
  title: string;
  status: SavedHomeStatus;
}

const mine = (viewer: Viewer, listingId: string) =>
  and(eq(savedHomes.userId, viewer.id), eq(savedHomes.listingId, listingId));

/** The row with its listing loaded (one listing read for the page's rows). */
async function viewsOf(db: Db, viewer: Viewer, rows: SavedHomeRow[]): Promise<SavedHomeView[]> {
  const details = await loadListingDetails(
    db,
    rows.map((r) => r.listingId),
  );
  const byId = new Map(details.map((l) => [l.id, l]));
  // A listing's rows go with it (on delete cascade), so each row has its listing.
  return rows.flatMap((row): SavedHomeView[] => {
    const listing = byId.get(row.listingId);
    if (!listing) return [];
    const status = savedHomeStatus(listing, row.savedPrice);
    return canViewListing(viewer, listing)
      ? [{ row, listing, title: listing.title, status }]
      : [{ row, listing: null, title: row.savedTitle ?? '', status: { ...status, currentPrice: null } }];
  });
}

async function getSavedHome(db: Db, viewer: Viewer, listingId: string): Promise<SavedHomeView> {
  const [row] = UUID.test(listingId) ? await db.select().from(savedHomes).where(mine(viewer, listingId)) : [];
  if (!row) throw new AppError('SAVED_HOME_NOT_FOUND');
  const [view] = await viewsOf(db, viewer, [row]);
  return view!;
}

/**
 * saveHome: keeps a publicly visible listing in the viewer's saved homes with its lowest price now.
 * Saving it again answers the row kept (its note and price as they were). LISTING_NOT_SAVEABLE for
 * a listing the public does not see; SAVED_HOMES_LIMIT past SAVED_HOMES_MAX. The viewer's row is
 * locked first, so two saves at once cannot pass the limit together.
 */
export async function saveHome(db: Db, viewer: Viewer, listingId: string): Promise<SavedHomeView> {
  if (!UUID.test(listingId)) throw new AppError('LISTING_NOT_SAVEABLE');
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const [kept] = await tx.select({ id: savedHomes.id }).from(savedHomes).where(mine(viewer, listingId));
    if (kept) return;
    const [listing] = await tx
      .select({
        isapproved: listings.isapproved,
        isHidden: listings.isHidden,
        activate: listings.activate,
        title: listings.title,
      })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (!listing || !isPubliclyVisible(listing)) throw new AppError('LISTING_NOT_SAVEABLE');
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(savedHomes)
      .where(eq(savedHomes.userId, viewer.id))) as [{ n: number }];
    if (n >= SAVED_HOMES_MAX) throw new AppError('SAVED_HOMES_LIMIT', { max: SAVED_HOMES_MAX });
    const priced = await tx
      .select({
        available: units.available,
        monthlyPrice: units.monthlyPrice,
        contactForPricing: units.contactForPricing,
      })
      .from(units)
      .where(eq(units.listingId, listingId));
    await tx.insert(savedHomes).values({
      userId: viewer.id,
      listingId,
      savedTitle: listing.title,
      savedPrice: lowestMonthlyPrice(priced),
    });
  });
  return getSavedHome(db, viewer, listingId);
}

/** unsaveHome: takes the listing out of the viewer's saved homes; already out answers the same. */
export async function unsaveHome(db: Db, viewer: Viewer, listingId: string): Promise<string> {
  if (UUID.test(listingId)) await db.delete(savedHomes).where(mine(viewer, listingId));
  return listingId;
}

/** updateSavedHomeNote: replaces the viewer's note on a saved home; SAVED_HOME_NOT_FOUND when not saved. */
export async function updateSavedHomeNote(
  db: Db,
  viewer: Viewer,
  { listingId, note }: SavedHomeNoteInput,
): Promise<SavedHomeView> {
  const [row] = await db.update(savedHomes).set({ note }).where(mine(viewer, listingId)).returning();
  if (!row) throw new AppError('SAVED_HOME_NOT_FOUND');
  const [view] = await viewsOf(db, viewer, [row]);
  return view!;
}

/** findSavedHomes: a page of the viewer's saved homes, newest first, with their count. */
export async function findSavedHomes(
  db: Db,
  viewer: Viewer,
  paging: Paging,
): Promise<{ items: SavedHomeView[]; count: number }> {
  const { first, skip } = pageOf(paging);
  const own = eq(savedHomes.userId, viewer.id);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(savedHomes).where(own),
    first === 0
      ? []
      : db
          .select()
          .from(savedHomes)
          .where(own)
          .orderBy(desc(savedHomes.createdAt), desc(savedHomes.id))
          .limit(first)
          .offset(skip),
  ]);
  return { count: total?.n ?? 0, items: await viewsOf(db, viewer, rows) };
}

/** findSavedListingIds: the ids of every listing the viewer saved (at most SAVED_HOMES_MAX). */
export async function findSavedListingIds(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .select({ listingId: savedHomes.listingId })
    .from(savedHomes)
    .where(eq(savedHomes.userId, viewer.id))
    .orderBy(desc(savedHomes.createdAt))
    .limit(SAVED_HOMES_MAX);
  return rows.map((r) => r.listingId);
}

/** How many renters saved a listing (the caller checks who may know). */
export async function countSaves(db: Db, listingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedHomes).where(eq(savedHomes.listingId, listingId));
  return row?.n ?? 0;
}
