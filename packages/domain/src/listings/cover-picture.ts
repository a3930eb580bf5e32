/*
 * A listing card's cover picture, chosen the same way by the card (apps/web ListingCard) and by the
 * server, which has the browser fetch the first card's picture with the /search page.
 */

export interface CardPicture {
  cardUrl: string;
  order: number;
}

/** The cover: the building's first picture, else the first picture of a unit. */
export function coverPicture<P extends CardPicture>(listing: {
  pictures: readonly P[];
  units: readonly { pictures: readonly P[] }[];
}): P | null {
  const first = (pictures: readonly P[]) => [...pictures].sort((a, b) => a.order - b.order)[0];
  const building = first(listing.pictures);
  if (building) return building;
  for (const unit of listing.units) {
    const picture = first(unit.pictures);
    if (picture) return picture;
  }
  return null;
}
