import type { ViewingRange } from '@rentals/domain/viewings/schemas';
import { HOLDING_VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { and, eq, gt, gte, inArray, lt, lte, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { viewings } from '../../db/schema/viewings';
import type { Viewer } from '../../graphql/context';
import { managedListing } from './viewing-listing';
import { viewingViews, type ViewingView } from './viewing-views';

/* The lists of viewings: a renter's own, a listing's agenda, and the agenda of all a landlord's listings. */

export type ViewingsWhen = 'UPCOMING' | 'PAST';

const holding = inArray(viewings.status, [...HOLDING_VIEWING_STATUSES]);

/**
 * myViewings: the caller's viewings as a renter. UPCOMING: still holding a place and not over,
 * soonest first; PAST: the others (over, or closed), latest first.
 */
export function myViewings(
  db: Db,
  viewer: Viewer,
  when: ViewingsWhen,
  now = new Date(),
): Promise<ViewingView[]> {
  const upcoming = and(holding, gt(viewings.endsAt, now))!;
  return viewingViews(
    db,
    and(eq(viewings.renterId, viewer.id), when === 'UPCOMING' ? upcoming : not(upcoming)),
    {
      newestFirst: when === 'PAST',
    },
  );
}

/** Viewings of the range: starting in it, or proposed to move into it. */
const inRange = (range: ViewingRange) =>
  or(
    and(gte(viewings.startsAt, range.from), lt(viewings.startsAt, range.to)),
    and(gte(viewings.proposedStartsAt, range.from), lte(viewings.proposedStartsAt, range.to)),
  );

/** listingViewings: one listing's agenda, for its owner and staff with inbox view. */
export async function listingViewings(db: Db, viewer: Viewer, listingId: string, range: ViewingRange) {
  const listing = await managedListing(db, viewer, listingId, 'view');
  return viewingViews(db, and(eq(viewings.listingId, listing.id), inRange(range)));
}

/** landlordViewings: the agenda across every listing the caller owns (/building). */
export function landlordViewings(db: Db, viewer: Viewer, range: ViewingRange) {
  const own = db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, viewer.id));
  return viewingViews(db, and(inArray(viewings.listingId, own), inRange(range)));
}
