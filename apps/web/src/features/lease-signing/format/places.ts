import type { LeaseSigningPlace } from '../../../gql/graphql';

/*
 * The places a signer taps, as the page walks them: in the order the server lists them (its
 * `places`), the next one being the first not yet done. The page adds a tap to what the server
 * says is done, so a reload resumes at the same place.
 */

/** The places done: every place not in `left`, kept in the ceremony's order. */
export function placesDone(places: readonly LeaseSigningPlace[], left: readonly LeaseSigningPlace[]) {
  return places.filter((place) => !left.includes(place));
}

/** The places done once `place` is tapped, in the ceremony's order. */
export function withPlaceDone(
  places: readonly LeaseSigningPlace[],
  done: readonly LeaseSigningPlace[],
  place: LeaseSigningPlace,
): LeaseSigningPlace[] {
  return places.filter((p) => p === place || done.includes(p));
}

/** The next place to tap, or null when every place is done. */
export function nextPlace(
  places: readonly LeaseSigningPlace[],
  done: readonly LeaseSigningPlace[],
): LeaseSigningPlace | null {
  return places.find((place) => !done.includes(place)) ?? null;
}

/** The element id of a place's button, for the sticky bar's jump. */
export const placeElementId = (place: LeaseSigningPlace) => `lease-place-${place.toLowerCase()}`;
