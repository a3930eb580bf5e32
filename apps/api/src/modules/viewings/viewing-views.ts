import { hasModulePermission } from '@rentals/domain/users/rules';
import type { ShowingType } from '@rentals/domain/viewings/enums';
import type { ViewingActor } from '@rentals/domain/viewings/statuses';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listingLocations, listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { users } from '../../db/schema/users';
import { viewingAvailability, viewings, type ViewingRow } from '../../db/schema/viewings';
import type { Viewer } from '../../graphql/context';
import { person, type StaffPerson } from '../viewing-requests/viewing-request-staff.service';
import { listingZone } from './viewing-listing';

/**
 * A viewing as the API answers it: the row with its listing's title, owner and zone, how the
 * listing shows (its meeting link, read through meetingLinkFor only), the renter, and the staff
 * member it is assigned to (shown to staff only).
 */
export interface ViewingView extends ViewingRow {
  listingTitle: string;
  ownerId: string;
  zone: string;
  /** The listing's street address; null before it has one. */
  address: string | null;
  showingType: ShowingType;
  meetingLink: string | null;
  renter: { id: string; firstName: string | null; lastName: string | null } | null;
  assignee: StaffPerson | null;
}

const renters = alias(users, 'renters');
const assignees = alias(users, 'assignees');

/**
 * The viewings matching `where`, in start order (or newest first with `newestFirst`), at most
 * `limit` after skipping `offset`. `where` may name the listing, its city and the renter.
 */
export async function viewingViews(
  db: Db,
  where: SQL | undefined,
  {
    newestFirst = false,
    limit = 500,
    offset = 0,
  }: { newestFirst?: boolean; limit?: number; offset?: number } = {},
): Promise<ViewingView[]> {
  const rows = await db
    .select({
      viewing: viewings,
      listingTitle: listings.title,
      ownerId: listings.ownerId,
      province: cities.province,
      city: cities.name,
      address: listingLocations.address,
      showingType: viewingAvailability.showingType,
      meetingLink: viewingAvailability.meetingLink,
      renter: { id: renters.id, firstName: renters.firstName, lastName: renters.lastName },
      assignee: {
        id: assignees.id,
        firstName: assignees.firstName,
        lastName: assignees.lastName,
        email: assignees.email,
      },
    })
    .from(viewings)
    .innerJoin(listings, eq(listings.id, viewings.listingId))
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .leftJoin(cities, eq(cities.id, listingLocations.cityId))
    .leftJoin(renters, eq(renters.id, viewings.renterId))
    .leftJoin(viewingAvailability, eq(viewingAvailability.listingId, viewings.listingId))
    .leftJoin(assignees, eq(assignees.id, viewings.assignedStaffId))
    .where(where)
    .orderBy(newestFirst ? desc(viewings.startsAt) : asc(viewings.startsAt), asc(viewings.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...r.viewing,
    listingTitle: r.listingTitle,
    ownerId: r.ownerId,
    zone: listingZone(r.province, r.city),
    address: r.address,
    showingType: r.showingType ?? 'IN_PERSON',
    meetingLink: r.meetingLink,
    renter: r.renter?.id ? r.renter : null,
    assignee: person(r.assignee),
  }));
}

export async function viewingView(db: Db, id: string): Promise<ViewingView | null> {
  return (await viewingViews(db, eq(viewings.id, id)))[0] ?? null;
}

/**
 * How the viewer takes part in a viewing: its renter, the listing's owner, staff with inbox
 * (edit to act, view to read), or not at all (null).
 */
export function actorOf(
  viewer: Viewer | null,
  viewing: { renterId: string | null; ownerId: string },
  need: 'view' | 'edit',
): Exclude<ViewingActor, 'SYSTEM'> | null {
  if (!viewer) return null;
  if (viewing.renterId === viewer.id) return 'RENTER';
  if (viewing.ownerId === viewer.id) return 'LANDLORD';
  return hasModulePermission(viewer, 'inbox', need) ? 'STAFF' : null;
}
