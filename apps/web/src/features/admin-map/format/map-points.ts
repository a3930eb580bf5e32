import type { ListingState } from '@rentals/domain/admin/back-office';

/** A listing of the tracker as the API answers it. */
export interface TrackedListing {
  id: string;
  title: string;
  lat: number;
  lng: number;
  state: ListingState;
  city: string;
}

/** The listings map's point (its MapPoint props, repeated here: features do not import each other). */
export interface TrackerPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  price?: string | null;
  subtitle?: string | null;
  premium?: boolean;
}

/**
 * Map points for tracked listings. The shared map colours only premium markers apart, so each
 * marker also names its state in its text (the pill that shows a price on /search), which is
 * readable without colour and read out with the marker.
 */
export function trackerPoints(
  listings: readonly TrackedListing[],
  stateLabel: (state: ListingState) => string,
): TrackerPoint[] {
  return listings.map((l) => ({
    id: l.id,
    lat: l.lat,
    lng: l.lng,
    title: l.title,
    price: stateLabel(l.state),
    subtitle: l.city,
    premium: l.state === 'PREMIUM',
  }));
}

/** How many listings of each state, for the legend. */
export function countByState(listings: readonly TrackedListing[]): Record<ListingState, number> {
  const counts: Record<ListingState, number> = { PENDING: 0, ACTIVE: 0, HIDDEN: 0, PREMIUM: 0 };
  for (const l of listings) counts[l.state]++;
  return counts;
}
