import type { BookingMode, ShowingType } from '@rentals/domain/viewings/enums';
import type { ViewingRange } from '@rentals/domain/viewings/schemas';
import { freeSlots, type Slot } from '@rentals/domain/viewings/slots';
import type { Db } from '../../db/client';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { slotData } from './slot-data';
import { managesViewings, viewingListing } from './viewing-listing';

/** What a renter sees to book: the free times of the range, and how booking works on this listing. */
export interface ViewingSlotsView {
  listingId: string;
  zone: string;
  offered: boolean;
  mode: BookingMode;
  showingType: ShowingType;
  slots: Slot[];
}

/**
 * viewingSlots: public for a listing the public may see (its owner and inbox staff see a hidden
 * one's too); LISTING_NOT_FOUND otherwise, as the listing page answers.
 */
export async function viewingSlots(
  db: Db,
  viewer: Viewer | null,
  listingId: string,
  range: ViewingRange,
  now = new Date(),
): Promise<ViewingSlotsView> {
  const listing = await viewingListing(db, listingId);
  if (!listing.visible && !(viewer && managesViewings(viewer, listing, 'view')))
    throw new AppError('LISTING_NOT_FOUND');
  const data = await slotData(db, listing.id, listing.zone, now);
  return {
    listingId: listing.id,
    zone: listing.zone,
    offered: data.offered,
    mode: data.settings.mode,
    showingType: data.settings.showingType,
    slots: data.offered
      ? freeSlots(data.settings, data.openHouses, listing.zone, data.bookings, now, range)
      : [],
  };
}
