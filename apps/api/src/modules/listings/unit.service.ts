import { count, eq } from 'drizzle-orm';
import { UNITS_PER_LISTING_MAX } from '@rentals/domain/listings/limits';
import type { CreateUnitInput, UnitPatchInput } from '@rentals/domain/listings/schemas';
import type { Db } from '../../db/client';
import { listings, units, type ListingRow, type UnitRow } from '../../db/schema/listings';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { deleteFileRows, deleteStoredObjects, type StoredKeys } from '../files/file-deletion.service';
import { enqueuePriceDropCheck } from '../saved-searches/price-drop.service';
import { unitColumns } from './listing-columns';
import { canDeleteListing, canEditListing, canViewListing } from './listing.policy';
import { getListingRow, loadListingDetails, type UnitDetail } from './listing-read.service';
import {
  addChange,
  addChanges,
  hasChanges,
  noChanges,
  recordEdit,
  type EditChanges,
} from './listing-edit-record';
import { checkPictureCount, pictureFileIds, placeFileIds, syncPictures } from './picture.service';

/** The unit and its building, or UNIT_NOT_FOUND when the viewer may not see the building. */
async function getUnitAndListing(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ unit: UnitRow; listing: ListingRow }> {
  if (!UUID.test(id)) throw new AppError('UNIT_NOT_FOUND');
  const [row] = await db
    .select({ unit: units, listing: listings })
    .from(units)
    .innerJoin(listings, eq(listings.id, units.listingId))
    .where(eq(units.id, id));
  if (!row || !canViewListing(viewer, row.listing)) throw new AppError('UNIT_NOT_FOUND');
  return row;
}

/** The building of a unit, locked for the transaction, for recording an edit of the unit. */
async function lockListingOfUnit(tx: Db, viewer: Viewer, unitId: string): Promise<ListingRow> {
  const { listing } = await getUnitAndListing(tx, viewer, unitId);
  return getListingRow(tx, listing.id, true);
}

async function loadUnit(db: Db, listingId: string, unitId: string): Promise<UnitDetail> {
  const [listing] = await loadListingDetails(db, [listingId]);
  const unit = listing?.units.find((u) => u.id === unitId);
  if (!unit) throw new AppError('UNIT_NOT_FOUND');
  return unit;
}

/**
 * Pictures and floor plan of a unit, when the input sends them; a change of either is added to
 * `changes` ('unit.pictures', 'unit.floorplan') when given.
 */
async function syncUnitPictures(
  tx: Db,
  viewer: Viewer,
  unit: { listingId: string; id: string },
  input: { pictures?: string[] | null; floorplan?: string | null },
  changes?: EditChanges,
): Promise<StoredKeys> {
  const keys: StoredKeys = [];
  const place = { listingId: unit.listingId, unitId: unit.id };
  if (input.pictures !== undefined) {
    const next = input.pictures ?? [];
    const before = changes ? await placeFileIds(tx, { ...place, kind: 'PICTURE' }) : [];
    keys.push(...(await syncPictures(tx, viewer, { ...place, kind: 'PICTURE' }, next)));
    if (changes) addChange(changes, 'unit.pictures', before, next);
  }
  if (input.floorplan !== undefined) {
    const plan = input.floorplan ? [input.floorplan] : [];
    const [before] = changes ? await placeFileIds(tx, { ...place, kind: 'FLOOR_PLAN' }) : [];
    keys.push(...(await syncPictures(tx, viewer, { ...place, kind: 'FLOOR_PLAN' }, plan)));
    if (changes) addChange(changes, 'unit.floorplan', before ?? null, input.floorplan ?? null);
  }
  return keys;
}

/** Inserts a unit with its pictures inside a listing's transaction. */
export async function insertUnit(
  tx: Db,
  viewer: Viewer,
  listingId: string,
  input: CreateUnitInput,
): Promise<{ id: string; keys: StoredKeys }> {
  const [unit] = await tx
    .insert(units)
    .values({
      ...unitColumns(input),
      listingId,
      title: input.title,
      bedrooms: input.bedrooms,
      bathrooms: input.bathrooms,
    })
    .returning({ id: units.id, listingId: units.listingId });
  const keys = await syncUnitPictures(tx, viewer, unit!, input);
  return { id: unit!.id, keys };
}

/**
 * Changes a unit inside a listing's transaction; the unit must belong to `listingId` when given.
 * What changed is added to `changes` as 'unit.<field>', with the unit's title under 'unit' so the
 * audit trail says which unit.
 */
export async function patchUnit(
  tx: Db,
  viewer: Viewer,
  input: UnitPatchInput & { id: string },
  changes: EditChanges,
  listingId?: string,
): Promise<{ unit: UnitRow; keys: StoredKeys }> {
  const { unit, listing } = await getUnitAndListing(tx, viewer, input.id);
  if (listingId && unit.listingId !== listingId) throw new AppError('UNIT_NOT_FOUND');
  if (!canEditListing(viewer, listing)) throw new AppError('NO_ACCESS');
  const values = unitColumns(input);
  if (Object.keys(values).length) await tx.update(units).set(values).where(eq(units.id, unit.id));
  // A lower rent is news to the renters who saved the home; the rent shown is the lowest of the
  // units offered, so offering a cheaper unit lowers it too.
  if ('monthlyPrice' in values || 'contactForPricing' in values || 'available' in values)
    await enqueuePriceDropCheck(tx, unit.listingId);
  const unitChanges = noChanges();
  addChanges(unitChanges, unit, values, 'unit.');
  const keys = await syncUnitPictures(tx, viewer, unit, input, unitChanges);
  if (hasChanges(unitChanges)) {
    Object.assign(changes.before, { unit: unit.title }, unitChanges.before);
    Object.assign(changes.after, { unit: values.title ?? unit.title }, unitChanges.after);
  }
  await tx.update(listings).set({ updatedById: viewer.id }).where(eq(listings.id, unit.listingId));
  return { unit, keys };
}

/**
 * Changes one unit (updateUnit). Replaced pictures are deleted with their files. The edit is
 * recorded, and an owner's change of the rent, the unit's texts or pictures sends an approved
 * listing back to review.
 */
export async function updateUnit(
  deps: AppDeps,
  viewer: Viewer,
  input: UnitPatchInput & { id: string },
): Promise<UnitDetail> {
  const { unit, keys } = await deps.db.transaction(async (tx) => {
    const changes = noChanges();
    const owner = await lockListingOfUnit(tx, viewer, input.id);
    const result = await patchUnit(tx, viewer, input, changes);
    await checkPictureCount(tx, result.unit.listingId);
    await recordEdit(tx, viewer, owner, changes);
    return result;
  });
  await deleteStoredObjects(deps, keys);
  return loadUnit(deps.db, unit.listingId, unit.id);
}

/** 'Add Another Unit': a new unit in an existing building (createUnit). */
export async function createUnit(
  deps: AppDeps,
  viewer: Viewer,
  listingId: string,
  input: CreateUnitInput,
): Promise<UnitDetail> {
  const { id, keys } = await deps.db.transaction(async (tx) => {
    const listing = await getListingRow(tx, listingId, true);
    if (!canViewListing(viewer, listing)) throw new AppError('LISTING_NOT_FOUND');
    if (!canEditListing(viewer, listing)) throw new AppError('NO_ACCESS');
    const [existing] = await tx.select({ n: count() }).from(units).where(eq(units.listingId, listingId));
    if ((existing?.n ?? 0) >= UNITS_PER_LISTING_MAX) {
      throw new AppError('TOO_MANY_UNITS', { limit: UNITS_PER_LISTING_MAX });
    }
    const created = await insertUnit(tx, viewer, listingId, input);
    await enqueuePriceDropCheck(tx, listingId);
    await checkPictureCount(tx, listingId);
    await tx.update(listings).set({ updatedById: viewer.id }).where(eq(listings.id, listingId));
    // A new unit is new public content: its rent and pictures are reviewed like an edit's.
    await recordEdit(tx, viewer, listing, { before: { units: null }, after: { units: input.title } });
    return created;
  });
  await deleteStoredObjects(deps, keys);
  return loadUnit(deps.db, listingId, id);
}

/**
 * Deletes one unit of a building with its pictures and floor plan (deleteListing). The last unit
 * of a building is refused with LAST_UNIT: the building is deleted with deleteBuilding instead.
 */
export async function deleteUnit(deps: AppDeps, viewer: Viewer, id: string): Promise<string> {
  const keys = await deps.db.transaction(async (tx) => {
    const { unit, listing } = await getUnitAndListing(tx, viewer, id);
    if (!canDeleteListing(viewer, listing)) throw new AppError('NO_ACCESS');
    await getListingRow(tx, listing.id, true);
    const [siblings] = await tx.select({ n: count() }).from(units).where(eq(units.listingId, listing.id));
    if ((siblings?.n ?? 0) <= 1) throw new AppError('LAST_UNIT');
    const fileIds = await pictureFileIds(tx, { unitId: unit.id });
    const stored = await deleteFileRows(tx, fileIds);
    await tx.delete(units).where(eq(units.id, unit.id));
    // The rent shown is the lowest of the units offered: without this one it may move.
    await enqueuePriceDropCheck(tx, listing.id);
    return stored;
  });
  await deleteStoredObjects(deps, keys);
  return id;
}
