import { isPubliclyVisible } from '@rentals/domain/listings/states';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingLocations, listings, units } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { listingZone } from '../viewings/viewing-listing';

/*
 * The listing and unit an application is for, and whether they take applications: the public
 * must see the listing (approved, not hidden, active), it must not be marked rented and the unit
 * must still be available. Anything else is refused with one clear code, so an applicant learns
 * the home is gone rather than which of its flags changed.
 */

export interface ApplicationListing {
  id: string;
  ownerId: string;
  title: string;
  address: string | null;
  unitId: string;
  unitTitle: string;
  monthlyRent: number | null;
  takesApplications: boolean;
  /** The listing's IANA zone: its day is the applicant's 'today' for the date rules. */
  zone: string;
}

/** The listing's unit with its state; RENTAL_APPLICATION_LISTING_CLOSED when there is no such unit. */
export async function applicationListing(
  db: Db,
  listingId: string,
  unitId: string,
  lock = false,
): Promise<ApplicationListing> {
  const found = await findApplicationListing(db, listingId, unitId, lock);
  if (!found) throw new AppError('RENTAL_APPLICATION_LISTING_CLOSED');
  return found;
}

/**
 * The listing's unit, or null. `lock` keeps the listing from being hidden or rented while the
 * caller's transaction writes an application to it ('no key update', as viewings do).
 */
export async function findApplicationListing(
  db: Db,
  listingId: string,
  unitId: string,
  lock = false,
): Promise<ApplicationListing | null> {
  if (!UUID.test(listingId) || !UUID.test(unitId)) return null;
  const query = db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      title: listings.title,
      isapproved: listings.isapproved,
      isHidden: listings.isHidden,
      activate: listings.activate,
      rentedPrice: listings.rentedPrice,
      availablityStatus: listings.availablityStatus,
      address: listingLocations.address,
      unitId: units.id,
      unitTitle: units.title,
      unitAvailable: units.available,
      monthlyRent: units.monthlyPrice,
      province: cities.province,
      city: cities.name,
    })
    .from(listings)
    .innerJoin(units, and(eq(units.listingId, listings.id), eq(units.id, unitId)))
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .leftJoin(cities, eq(cities.id, listingLocations.cityId))
    .where(eq(listings.id, listingId));
  const [row] = lock ? await query.for('no key update', { of: listings }) : await query;
  if (!row) return null;
  const rented =
    row.rentedPrice != null ||
    row.availablityStatus === 'RENTED_ON_PRODUCT' ||
    row.availablityStatus === 'RENTED_ELSEWHERE';
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    address: row.address,
    unitId: row.unitId,
    unitTitle: row.unitTitle,
    monthlyRent: row.monthlyRent,
    takesApplications: isPubliclyVisible(row) && !rented && row.unitAvailable,
    zone: listingZone(row.province, row.city),
  };
}
