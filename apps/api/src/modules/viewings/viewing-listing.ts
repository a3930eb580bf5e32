import { isPubliclyVisible } from '@rentals/domain/listings/states';
import type { Province } from '@rentals/domain/users/enums';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { timeZoneOf } from '@rentals/domain/viewings/time-zones';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../db/sql-helpers';
import { listingLocations, listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';

/*
 * The listing a viewing operation is about, with its time zone, and who may manage its viewings:
 * its owner, and staff with the inbox permission (view to read, edit to act) on any listing. The
 * Viewings Management plan, which is to decide which listings staff handle, does not exist yet.
 */

export interface ViewingListing {
  id: string;
  ownerId: string;
  title: string;
  visible: boolean;
  /** The listing's IANA zone (listingZone). */
  zone: string;
}

/** A listing's zone from its city; Toronto's for a listing with no address yet (most listings are there). */
export function listingZone(province: string | null, city: string | null): string {
  return province ? timeZoneOf(province as Province, city) : 'America/Toronto';
}

/**
 * The listing with its zone, or LISTING_NOT_FOUND. `lock` serializes the viewing writes of one
 * listing (bookings, moves, the listing taken down) inside the caller's transaction: 'no key
 * update' conflicts with itself and with the FOR UPDATE of a listing being hidden, not with rows
 * merely referring to the listing.
 */
export async function viewingListing(db: Db, listingId: string, lock = false): Promise<ViewingListing> {
  if (!UUID.test(listingId)) throw new AppError('LISTING_NOT_FOUND');
  const query = db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      title: listings.title,
      isapproved: listings.isapproved,
      isHidden: listings.isHidden,
      activate: listings.activate,
      province: cities.province,
      city: cities.name,
    })
    .from(listings)
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .leftJoin(cities, eq(cities.id, listingLocations.cityId))
    .where(eq(listings.id, listingId));
  const [row] = lock ? await query.for('no key update', { of: listings }) : await query;
  if (!row) throw new AppError('LISTING_NOT_FOUND');
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    visible: isPubliclyVisible(row),
    zone: listingZone(row.province, row.city),
  };
}

/** Whether the viewer manages this listing's viewings: its owner, or staff with inbox view/edit. */
export function managesViewings(
  viewer: Viewer,
  listing: { ownerId: string },
  need: 'view' | 'edit',
): boolean {
  return listing.ownerId === viewer.id || hasModulePermission(viewer, 'inbox', need);
}

/** The listing, for a viewer who manages its viewings (NO_ACCESS otherwise). */
export async function managedListing(
  db: Db,
  viewer: Viewer,
  listingId: string,
  need: 'view' | 'edit',
  lock = false,
): Promise<ViewingListing> {
  const listing = await viewingListing(db, listingId, lock);
  if (!managesViewings(viewer, listing, need)) throw new AppError('NO_ACCESS');
  return listing;
}
