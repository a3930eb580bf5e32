import { and, eq } from 'drizzle-orm';
import { isAutoApproved } from '@rentals/domain/listings/rules';
import type { CreateListingInput, ListingPatchInput, LocationInput } from '@rentals/domain/listings/schemas';
import type { Db } from '../../db/client';
import { listingLocations, listings, type ListingRow } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { buildingColumns, locationColumns } from './listing-columns';
import { recordAudit } from '../audit/audit.service';
import { deleteFileRows, deleteStoredObjects, type StoredKeys } from '../files/file-deletion.service';
import { notifyNewListingRequest } from '../mail/notification.service';
import { canCreateListing, canDeleteListing, canEditListing, canViewListing } from './listing.policy';
import { getListingRow, loadListingDetails, type ListingDetail } from './listing-read.service';
import { addChange, addChanges, noChanges, recordEdit, type EditChanges } from './listing-edit-record';
import {
  checkNewFiles,
  checkPictureCount,
  pictureFileIds,
  placeFileIds,
  syncPictures,
} from './picture.service';
import { insertUnit, patchUnit } from './unit.service';

async function loadOne(db: Db, id: string): Promise<ListingDetail> {
  const [detail] = await loadListingDetails(db, [id]);
  if (!detail) throw new AppError('LISTING_NOT_FOUND');
  return detail;
}

/** The city must exist and the neighbourhood, when given, must belong to it. */
async function checkLocation(tx: Db, location: LocationInput): Promise<void> {
  const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, location.cityId));
  const [hood] = location.neighbourhoodId
    ? await tx
        .select({ id: neighbourhoods.id })
        .from(neighbourhoods)
        .where(
          and(eq(neighbourhoods.id, location.neighbourhoodId), eq(neighbourhoods.cityId, location.cityId)),
        )
    : [{ id: null }];
  if (!city || !hood) throw new AppError('LOCATION_NOT_FOUND');
}

/** Stores a listing's location; what changed is added to `changes` as 'location.<field>'. */
async function saveLocation(
  tx: Db,
  listingId: string,
  location: LocationInput,
  changes: EditChanges = noChanges(),
): Promise<void> {
  await checkLocation(tx, location);
  const values = locationColumns(location);
  const [current] = await tx.select().from(listingLocations).where(eq(listingLocations.listingId, listingId));
  addChanges(changes, current ?? {}, values, 'location.');
  if (current) await tx.update(listingLocations).set(values).where(eq(listingLocations.id, current.id));
  else await tx.insert(listingLocations).values({ ...values, listingId });
}

/**
 * Government and ownership proofs: a new file must be the caller's upload of that kind; a replaced
 * one is deleted with its bytes.
 */
async function documentColumns(
  tx: Db,
  viewer: Viewer,
  input: Pick<ListingPatchInput, 'govtProof' | 'ownershipProof'>,
  current: Pick<ListingRow, 'govtProofFileId' | 'ownershipProofFileId'> | null,
): Promise<{ values: Partial<ListingRow>; replaced: string[] }> {
  const values: Partial<ListingRow> = {};
  const replaced: string[] = [];
  const documents = [
    ['govtProof', 'govtProofFileId', 'GOVT_PROOF'],
    ['ownershipProof', 'ownershipProofFileId', 'OWNERSHIP_PROOF'],
  ] as const;
  for (const [field, column, pathType] of documents) {
    const next = input[field];
    const previous = current?.[column] ?? null;
    if (next === undefined || next === previous) continue;
    if (next) await checkNewFiles(tx, viewer, [next], pathType);
    if (previous) replaced.push(previous);
    values[column] = next ?? null;
  }
  return { values, replaced };
}

/**
 * Creates a building with its first unit, location and pictures in one transaction (createListing):
 * on any failure nothing is left. Staff creations are approved at once; a landlord's wait as
 * Pending Approval. Uploaded files named here must be the caller's and not used elsewhere.
 */
export async function createListing(
  deps: AppDeps,
  viewer: Viewer,
  input: CreateListingInput,
): Promise<ListingDetail> {
  if (!canCreateListing(viewer)) throw new AppError('NO_ACCESS');
  // A landlord's listing awaits review: the staff recipients of new listing requests are told.
  const awaitsReview = !isAutoApproved(viewer);
  const id = await deps.db.transaction(async (tx) => {
    const documents = await documentColumns(tx, viewer, input, null);
    const [listing] = await tx
      .insert(listings)
      .values({
        ...buildingColumns(input),
        ...documents.values,
        title: input.title,
        propertyType: input.propertyType ?? 'OTHER',
        ownerId: viewer.id,
        updatedById: viewer.id,
        createdFrom: input.createdFrom ?? 'LISTING',
        isapproved: isAutoApproved(viewer),
      })
      .returning({ id: listings.id });
    const listingId = listing!.id;
    await saveLocation(tx, listingId, input.location);
    await insertUnit(tx, viewer, listingId, input.unit);
    await syncPictures(tx, viewer, { listingId, unitId: null, kind: 'PICTURE' }, input.pictures);
    await checkPictureCount(tx, listingId);
    if (awaitsReview) {
      await notifyNewListingRequest(deps, tx, { listingId, title: input.title, ownerEmail: viewer.email });
    }
    return listingId;
  });
  if (awaitsReview) deps.mail.flushSoon(deps.db);
  return loadOne(deps.db, id);
}

/**
 * Changes a building: updateBuilding sends every field again, updateListing one wizard page. Absent
 * fields stay; a sent picture list replaces the building's pictures (removed ones are deleted with
 * their files after commit); a sent unit (by id) is changed the same way. Every edit is recorded in
 * the audit trail; an owner's change of what staff review sends an approved listing back to review
 * (recordEdit).
 */
export async function updateListing(
  deps: AppDeps,
  viewer: Viewer,
  id: string,
  input: ListingPatchInput,
): Promise<ListingDetail> {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await getListingRow(tx, id, true);
    if (!canViewListing(viewer, row)) throw new AppError('LISTING_NOT_FOUND');
    if (!canEditListing(viewer, row)) throw new AppError('NO_ACCESS');
    const stored: StoredKeys = [];
    const changes = noChanges();
    const documents = await documentColumns(tx, viewer, input, row);
    const columns = buildingColumns(input);
    addChanges(changes, row, { ...columns, ...documents.values });
    // An owner's edit of a rejected listing sends it back to review.
    const review = row.rejectedAt && viewer.id === row.ownerId ? { rejectedAt: null } : {};
    await tx
      .update(listings)
      .set({ ...columns, ...documents.values, ...review, updatedById: viewer.id, updatedAt: new Date() })
      .where(eq(listings.id, id));
    stored.push(...(await deleteFileRows(tx, documents.replaced)));
    if (input.location) await saveLocation(tx, id, input.location, changes);
    if (input.pictures) {
      const place = { listingId: id, unitId: null, kind: 'PICTURE' } as const;
      const before = await placeFileIds(tx, place);
      stored.push(...(await syncPictures(tx, viewer, place, input.pictures)));
      addChange(changes, 'pictures', before, input.pictures);
    }
    if (input.unit) stored.push(...(await patchUnit(tx, viewer, input.unit, changes, id)).keys);
    await checkPictureCount(tx, id);
    await recordEdit(tx, viewer, row, changes);
    return stored;
  });
  await deleteStoredObjects(deps, keys);
  return loadOne(deps.db, id);
}

/**
 * Deletes a building with its units, location and pictures (deleteBuilding); the picture and
 * document files go with it, their bytes after commit.
 */
export async function deleteBuilding(deps: AppDeps, viewer: Viewer, id: string): Promise<string> {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await getListingRow(tx, id, true);
    if (!canViewListing(viewer, row)) throw new AppError('LISTING_NOT_FOUND');
    if (!canDeleteListing(viewer, row)) throw new AppError('NO_ACCESS');
    const fileIds = await pictureFileIds(tx, { listingId: id });
    await tx.delete(listings).where(eq(listings.id, id));
    if (viewer.id !== row.ownerId) {
      const before = {
        title: row.title,
        ownerId: row.ownerId,
        isapproved: row.isapproved,
        isHidden: row.isHidden,
      };
      await recordAudit(tx, viewer, {
        action: 'listing.delete',
        entityType: 'LISTING',
        entityId: id,
        before,
      });
    }
    const documents = [row.govtProofFileId, row.ownershipProofFileId].filter((f): f is string => !!f);
    return deleteFileRows(tx, [...fileIds, ...documents]);
  });
  await deleteStoredObjects(deps, keys);
  return id;
}
