import { and, eq } from 'drizzle-orm';
import { isAutoApproved } from '@rentals/domain/listings/rules';
import type {
  CreateListingInput,
  CreateUnitInput,
  ListingPatchInput,
  LocationInput,
} from '@rentals/domain/listings/schemas';
import { isStaff } from '@rentals/domain/users/rules';
import type { Db } from '../../db/client';
import { listingLocations, listings, type ListingRow } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { buildingColumns, locationColumns } from './listing-columns';
import { recordAudit } from '../audit/audit.service';
import { deleteFileRows, deleteStoredObjects, type StoredKeys } from '../files/file-deletion.service';
import { notifyNewListingRequest } from '../mail/notification.service';
import { announceIfPublished } from '../saved-searches/saved-search-alerts.service';
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
import { scheduleAvailabilityCheck } from './availability-check-job';
import { insertUnit, patchUnit } from './unit.service';
import { changePlans, choosePlans } from './listing-plans';

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
 * Government and ownership proofs and the drawn signature: a new file must be the caller's upload
 * of that kind; a replaced one is deleted with its bytes.
 */
async function documentColumns(
  tx: Db,
  viewer: Viewer,
  input: Pick<ListingPatchInput, 'govtProof' | 'ownershipProof' | 'signatureFile'>,
  current: Pick<ListingRow, 'govtProofFileId' | 'ownershipProofFileId' | 'signatureFileId'> | null,
): Promise<{ values: Partial<ListingRow>; replaced: string[] }> {
  const values: Partial<ListingRow> = {};
  const replaced: string[] = [];
  const documents = [
    ['govtProof', 'govtProofFileId', 'GOVT_PROOF'],
    ['ownershipProof', 'ownershipProofFileId', 'OWNERSHIP_PROOF'],
    ['signatureFile', 'signatureFileId', 'LISTING_SIGNATURE'],
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

/** A new building: the wizard's building fields, its units, and columns the caller decides (plans). */
export interface NewBuilding {
  building: Omit<CreateListingInput, 'unit' | 'planIds'>;
  units: CreateUnitInput[];
  columns?: Partial<typeof listings.$inferInsert>;
}

/**
 * Creates a building with its units, location and pictures in one transaction (createListing and
 * createListWithUs): on any failure nothing is left, including what `prepare` wrote in the same
 * transaction first. Staff creations are approved at once; a landlord's wait as Pending Approval
 * and the staff recipients of new listing requests are told after commit. Uploaded files named
 * here must be the caller's and not used elsewhere. Answers the building's and units' ids.
 */
export async function insertNewBuilding(
  deps: AppDeps,
  viewer: Viewer,
  { building, units, columns }: NewBuilding,
  prepare?: (tx: Db) => Promise<void>,
): Promise<{ id: string; unitIds: string[] }> {
  const awaitsReview = !isAutoApproved(viewer);
  const created = await deps.db.transaction(async (tx) => {
    await prepare?.(tx);
    const documents = await documentColumns(tx, viewer, building, null);
    const [listing] = await tx
      .insert(listings)
      .values({
        ...buildingColumns(building),
        ...documents.values,
        ...columns,
        title: building.title,
        propertyType: building.propertyType ?? 'OTHER',
        ownerId: viewer.id,
        updatedById: viewer.id,
        createdFrom: building.createdFrom ?? 'LISTING',
        isapproved: isAutoApproved(viewer),
        postedAt: isAutoApproved(viewer) ? new Date() : null,
        // Posting confirms availability; a listing awaiting review is confirmed at its approval.
        availabilityConfirmedAt: isAutoApproved(viewer) ? new Date() : null,
      })
      .returning();
    const listingId = listing!.id;
    await scheduleAvailabilityCheck(tx, listing!);
    await saveLocation(tx, listingId, building.location);
    const unitIds: string[] = [];
    for (const unit of units) unitIds.push((await insertUnit(tx, viewer, listingId, unit)).id);
    await syncPictures(tx, viewer, { listingId, unitId: null, kind: 'PICTURE' }, building.pictures);
    await checkPictureCount(tx, listingId);
    // Staff listings are public at once: saved searches hear of them now, not at a review.
    await announceIfPublished(tx, listingId, null, listing!);
    if (awaitsReview) {
      await notifyNewListingRequest(deps, tx, { listingId, title: building.title, ownerEmail: viewer.email });
    }
    return { id: listingId, unitIds };
  });
  if (awaitsReview) deps.mail.flushSoon(deps.db);
  return created;
}

/**
 * createListing: a building with its first unit (insertNewBuilding). A non-staff creator's chosen
 * plans (the dialog's plan step) are checked as createListWithUs checks them and set the same plan
 * fields; staff list without a plan, so theirs are ignored.
 */
export async function createListing(
  deps: AppDeps,
  viewer: Viewer,
  input: CreateListingInput,
): Promise<ListingDetail> {
  if (!canCreateListing(viewer)) throw new AppError('NO_ACCESS');
  const { unit, planIds, ...building } = input;
  const columns =
    planIds?.length && !isStaff(viewer)
      ? await choosePlans(deps.db, planIds, building.location.cityId)
      : undefined;
  const { id } = await insertNewBuilding(deps, viewer, { building, units: [unit], columns });
  return loadOne(deps.db, id);
}

/** The plans chosen again in an edit (updateListing's planIds), where the listing is now. */
async function planColumns(tx: Db, id: string, row: ListingRow, input: ListingPatchInput) {
  if (!input.planIds?.length) return {};
  const [location] = await tx.select().from(listingLocations).where(eq(listingLocations.listingId, id));
  const cityId = input.location?.cityId ?? location?.cityId;
  if (!cityId) throw new AppError('LOCATION_NOT_FOUND');
  return changePlans(tx, input.planIds, { ...row, cityId });
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
    const columns = { ...buildingColumns(input), ...(await planColumns(tx, id, row, input)) };
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
    const documents = [row.govtProofFileId, row.ownershipProofFileId, row.signatureFileId].filter(
      (f): f is string => !!f,
    );
    return deleteFileRows(tx, [...fileIds, ...documents]);
  });
  await deleteStoredObjects(deps, keys);
  return id;
}
