import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { LANDLORD_PAGE_SIZE } from '@rentals/domain/listings/limits';
import type { Db } from '../../db/client';
import { fileObjects, type FileObjectRow } from '../../db/schema/files';
import {
  listingLocations,
  listings,
  pictures,
  units,
  type ListingLocationRow,
  type ListingRow,
  type PictureRow,
  type UnitRow,
} from '../../db/schema/listings';
import { cities, neighbourhoods, type CityRow, type NeighbourhoodRow } from '../../db/schema/locations';
import { users } from '../../db/schema/users';
import { containing, pageOf, UUID } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { canViewListing } from './listing.policy';

export type PictureDetail = PictureRow & {
  file: Pick<FileObjectRow, 'filename' | 'mimeType' | 'width' | 'height'>;
};
export type UnitDetail = UnitRow & { pictures: PictureDetail[]; floorplan: PictureDetail | null };
export type LocationDetail = ListingLocationRow & { city: CityRow; neighbourhood: NeighbourhoodRow | null };
export type ListingOwner = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  userType: string;
};
/** A building with everything its pages show, loaded in a fixed number of queries. */
export type ListingDetail = ListingRow & {
  location: LocationDetail | null;
  units: UnitDetail[];
  pictures: PictureDetail[];
  owner: ListingOwner;
};

/** Listings with their location, units, pictures and owner, in the order of `ids`: five queries. */
/** A picture with what its URLs need of its file: the columns every read of listing pictures selects. */
export const pictureWithFile = {
  picture: pictures,
  file: {
    filename: fileObjects.filename,
    mimeType: fileObjects.mimeType,
    width: fileObjects.width,
    height: fileObjects.height,
  },
};

export async function loadListingDetails(db: Db, ids: readonly string[]): Promise<ListingDetail[]> {
  if (!ids.length) return [];
  const idList = [...ids];
  const [rows, locationRows, unitRows, pictureRows] = await Promise.all([
    db.select().from(listings).where(inArray(listings.id, idList)),
    db
      .select({ location: listingLocations, city: cities, neighbourhood: neighbourhoods })
      .from(listingLocations)
      .innerJoin(cities, eq(cities.id, listingLocations.cityId))
      .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId))
      .where(inArray(listingLocations.listingId, idList)),
    db
      .select()
      .from(units)
      .where(inArray(units.listingId, idList))
      .orderBy(asc(units.createdAt), asc(units.id)),
    db
      .select(pictureWithFile)
      .from(pictures)
      .innerJoin(fileObjects, eq(fileObjects.id, pictures.fileId))
      .where(inArray(pictures.listingId, idList))
      .orderBy(asc(pictures.order), asc(pictures.createdAt)),
  ]);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const owners = ownerIds.length
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          userType: users.userType,
        })
        .from(users)
        .where(inArray(users.id, ownerIds))
    : [];
  const picturesOf = pictureRows.map(({ picture, file }) => ({ ...picture, file }));
  const byId = new Map(
    rows.map((row) => {
      const located = locationRows.find((l) => l.location.listingId === row.id);
      const detail: ListingDetail = {
        ...row,
        location: located
          ? { ...located.location, city: located.city, neighbourhood: located.neighbourhood }
          : null,
        pictures: picturesOf.filter((p) => p.listingId === row.id && !p.unitId),
        units: unitRows
          .filter((u) => u.listingId === row.id)
          .map((unit) => ({
            ...unit,
            pictures: picturesOf.filter((p) => p.unitId === unit.id && p.kind === 'PICTURE'),
            floorplan: picturesOf.find((p) => p.unitId === unit.id && p.kind === 'FLOOR_PLAN') ?? null,
          })),
        owner: owners.find((o) => o.id === row.ownerId)!,
      };
      return [row.id, detail];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((d): d is ListingDetail => !!d);
}

/** The listing row or LISTING_NOT_FOUND; `tx` may be a transaction that locks it for update. */
export async function getListingRow(db: Db, id: string, forUpdate = false): Promise<ListingRow> {
  if (!UUID.test(id)) throw new AppError('LISTING_NOT_FOUND');
  const query = db.select().from(listings).where(eq(listings.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('LISTING_NOT_FOUND');
  return row;
}

/** One listing with its details, for a viewer allowed to see it (getSingleBuilding). */
export async function getListing(db: Db, viewer: Viewer | null, id: string): Promise<ListingDetail> {
  const row = await getListingRow(db, id);
  if (!canViewListing(viewer, row)) throw new AppError('LISTING_NOT_FOUND');
  const [detail] = await loadListingDetails(db, [id]);
  return detail!;
}

/**
 * The building of a unit, for the unit page /unit/{id}: the same visibility as getListing, and
 * UNIT_NOT_FOUND for a unit that does not exist or whose building the viewer may not see.
 */
export async function getListingOfUnit(
  db: Db,
  viewer: Viewer | null,
  unitId: string,
): Promise<ListingDetail> {
  if (!UUID.test(unitId)) throw new AppError('UNIT_NOT_FOUND');
  const [unit] = await db.select({ listingId: units.listingId }).from(units).where(eq(units.id, unitId));
  if (!unit) throw new AppError('UNIT_NOT_FOUND');
  try {
    return await getListing(db, viewer, unit.listingId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'LISTING_NOT_FOUND') throw new AppError('UNIT_NOT_FOUND');
    throw error;
  }
}

/**
 * Listings whose title, address, unit title or unit number contain `term` (matched literally),
 * for queries that join listing_locations.
 */
export function listingTextMatch(db: Db, term: string): SQL {
  const pattern = containing(term);
  return or(
    ilike(listings.title, pattern),
    ilike(listingLocations.address, pattern),
    exists(
      db
        .select({ id: units.id })
        .from(units)
        .where(
          and(
            eq(units.listingId, listings.id),
            or(ilike(units.title, pattern), ilike(units.number, pattern)),
          ),
        ),
    ),
  )!;
}

/** The landlord's listings matching a search on the title, address, unit title or unit number. */
function ownListingsWhere(db: Db, ownerId: string, search: string | null | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return eq(listings.ownerId, ownerId);
  return and(eq(listings.ownerId, ownerId), listingTextMatch(db, term));
}

/**
 * The signed-in user's listings, newest first (searchBuildingByLandlord): `first` defaults to 10
 * and is capped at 100.
 */
export async function findOwnListings(
  db: Db,
  viewer: Viewer,
  input: { search?: string | null; first?: number | null; skip?: number | null },
): Promise<ListingDetail[]> {
  const { first, skip } = pageOf(input, LANDLORD_PAGE_SIZE);
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .where(ownListingsWhere(db, viewer.id, input.search))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(first)
    .offset(skip);
  return loadListingDetails(
    db,
    rows.map((r) => r.id),
  );
}

/** How many listings findOwnListings would page through. */
export async function countOwnListings(db: Db, viewer: Viewer, search?: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .where(ownListingsWhere(db, viewer.id, search));
  return row?.n ?? 0;
}
