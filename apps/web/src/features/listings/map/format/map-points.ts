import type { ListingState } from '@rentals/domain/listings/states';

/** A listing of the tracker as the API answers it. */
export interface TrackedListing {
  id: string;
  title: string;
  lat: number;
  lng: number;
  state: ListingState;
  city: string;
}

/** A marker's colours (the map's MarkerColour): `text` on `background` keeps WCAG AA contrast. */
export interface StateColour {
  background: string;
  text: string;
}

/**
 * Each state's marker colours, the same in the legend and the state chips. Two light fills with
 * dark text (pending amber, hidden grey) and two dark ones with white text (active green, premium
 * purple), so they stay apart by lightness as well as hue, also for red-green and blue-yellow
 * colour blindness. Every pair has at least 4.5:1 contrast (map-points.test.ts). The colour only
 * repeats what the marker's text says.
 */
export const STATE_COLOURS: Record<ListingState, StateColour> = {
  PENDING: { background: '#f2b600', text: '#1a1a1a' },
  ACTIVE: { background: '#007a3f', text: '#ffffff' },
  HIDDEN: { background: '#c4c4c4', text: '#1a1a1a' },
  PREMIUM: { background: '#6a1b9a', text: '#ffffff' },
};

/** The listings map's point (its MapPoint props, repeated here: features do not import each other). */
export interface TrackerPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  price?: string | null;
  subtitle?: string | null;
  premium?: boolean;
  colour?: StateColour | null;
}

/**
 * Map points for tracked listings: each marker is coloured by its state and names the state in its
 * text (the pill that shows a price on /search), readable without colour and read out with the
 * marker. Premium ones also get the popup's Premium line.
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
    colour: STATE_COLOURS[l.state],
  }));
}

/** How many listings of each state, for the legend. */
export function countByState(listings: readonly TrackedListing[]): Record<ListingState, number> {
  const counts: Record<ListingState, number> = { PENDING: 0, ACTIVE: 0, HIDDEN: 0, PREMIUM: 0 };
  for (const l of listings) counts[l.state]++;
  return counts;
}
