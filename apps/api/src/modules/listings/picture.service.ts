import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { LISTING_PICTURES_MAX } from '@rentals/domain/listings/limits';
import type { PictureKind } from '@rentals/domain/listings/enums';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { listings, pictures } from '../../db/schema/listings';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { deleteFileRows, deleteStoredObjects, type StoredKeys } from '../files/file-deletion.service';
import { canEditListing, canViewListing } from './listing.policy';

/**
 * Checks that files may be attached: uploaded by the caller with the expected kind, and not used by
 * any picture yet. Anything else answers FILE_NOT_FOUND, revealing nothing about other users' files.
 */
export async function checkNewFiles(
  tx: Db,
  viewer: Viewer,
  fileIds: readonly string[],
  pathType: 'LISTING_PICTURE' | 'FLOOR_PLAN' | 'GOVT_PROOF' | 'OWNERSHIP_PROOF' | 'LISTING_SIGNATURE',
): Promise<void> {
  if (!fileIds.length) return;
  if (new Set(fileIds).size !== fileIds.length || fileIds.some((id) => !UUID.test(id))) {
    throw new AppError('FILE_NOT_FOUND');
  }
  const owned = await tx
    .select({ id: fileObjects.id })
    .from(fileObjects)
    .where(
      and(
        inArray(fileObjects.id, [...fileIds]),
        eq(fileObjects.ownerId, viewer.id),
        eq(fileObjects.pathType, pathType),
      ),
    );
  const used = await tx
    .select({ id: pictures.id })
    .from(pictures)
    .where(inArray(pictures.fileId, [...fileIds]));
  if (owned.length !== fileIds.length || used.length) throw new AppError('FILE_NOT_FOUND');
}

type Place = { listingId: string; unitId: string | null; kind: PictureKind };

const placeCondition = (place: Place) =>
  and(
    eq(pictures.listingId, place.listingId),
    place.unitId ? eq(pictures.unitId, place.unitId) : isNull(pictures.unitId),
    eq(pictures.kind, place.kind),
  );

/** The file ids of one place's pictures of a kind, in display order (what an edit changes from). */
export async function placeFileIds(tx: Db, place: Place): Promise<string[]> {
  const rows = await tx
    .select({ fileId: pictures.fileId })
    .from(pictures)
    .where(placeCondition(place))
    .orderBy(asc(pictures.order), asc(pictures.createdAt));
  return rows.map((r) => r.fileId);
}

/**
 * Makes the pictures of one place (the building, or one unit) of a kind exactly `fileIds`, in that
 * order: new files are attached, missing ones are deleted with their files. Returns the storage
 * keys to delete after commit.
 */
export async function syncPictures(
  tx: Db,
  viewer: Viewer,
  place: Place,
  fileIds: readonly string[],
): Promise<StoredKeys> {
  const where = placeCondition(place);
  const existing = await tx.select({ fileId: pictures.fileId }).from(pictures).where(where);
  const kept = new Set(existing.map((p) => p.fileId).filter((id) => fileIds.includes(id)));
  const removed = existing.map((p) => p.fileId).filter((id) => !kept.has(id));
  const added = fileIds.filter((id) => !kept.has(id));
  await checkNewFiles(tx, viewer, added, place.kind === 'FLOOR_PLAN' ? 'FLOOR_PLAN' : 'LISTING_PICTURE');
  const keys = await deleteFileRows(tx, removed);
  if (added.length) {
    await tx
      .insert(pictures)
      .values(added.map((fileId) => ({ ...place, fileId, order: fileIds.indexOf(fileId) })));
  }
  for (const fileId of kept) {
    await tx
      .update(pictures)
      .set({ order: fileIds.indexOf(fileId) })
      .where(and(where, eq(pictures.fileId, fileId)));
  }
  return keys;
}

/** A building holds at most 60 pictures, its units' included (spec/03 §9). */
export async function checkPictureCount(tx: Db, listingId: string): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(pictures)
    .where(and(eq(pictures.listingId, listingId), eq(pictures.kind, 'PICTURE')));
  if ((row?.n ?? 0) > LISTING_PICTURES_MAX) {
    throw new AppError('TOO_MANY_PICTURES', { limit: LISTING_PICTURES_MAX });
  }
}

/** The picture with its listing's access flags, or PICTURE_NOT_FOUND when the viewer cannot see it. */
async function getEditablePicture(db: Db, viewer: Viewer, id: string) {
  if (!UUID.test(id)) throw new AppError('PICTURE_NOT_FOUND');
  const [row] = await db
    .select({ picture: pictures, listing: listings })
    .from(pictures)
    .innerJoin(listings, eq(listings.id, pictures.listingId))
    .where(eq(pictures.id, id));
  if (!row || !canViewListing(viewer, row.listing)) throw new AppError('PICTURE_NOT_FOUND');
  if (!canEditListing(viewer, row.listing)) throw new AppError('NO_ACCESS');
  return row.picture;
}

/** Deletes one picture: its row, its file row, then its stored bytes (deletePicture). */
export async function deletePicture(deps: AppDeps, viewer: Viewer, id: string): Promise<string> {
  const picture = await getEditablePicture(deps.db, viewer, id);
  const keys = await deps.db.transaction((tx) => deleteFileRows(tx, [picture.fileId]));
  await deleteStoredObjects(deps, keys);
  return picture.id;
}

/** Sets the order of pictures (picReorder); every picture must be editable by the viewer. */
export async function reorderPictures(
  db: Db,
  viewer: Viewer,
  input: readonly { id: string; order: number }[],
): Promise<true> {
  for (const { id } of input) await getEditablePicture(db, viewer, id);
  await db.transaction(async (tx) => {
    for (const { id, order } of input) await tx.update(pictures).set({ order }).where(eq(pictures.id, id));
  });
  return true;
}

/** File ids of every picture of a listing (or of one unit), for deleting them with it. */
export async function pictureFileIds(db: Db, where: { listingId?: string; unitId?: string }) {
  const rows = await db
    .select({ fileId: pictures.fileId })
    .from(pictures)
    .where(where.unitId ? eq(pictures.unitId, where.unitId) : eq(pictures.listingId, where.listingId!));
  return rows.map((r) => r.fileId);
}
