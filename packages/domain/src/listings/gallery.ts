/*
 * The listing page's gallery, shared by the page (which draws it) and the server (which tells the
 * browser to fetch its first picture with the page, before any script runs).
 */

/** The `sizes` of the gallery's large picture: half the row from 900px, else the whole width. */
export const GALLERY_LARGE_SIZES = '(min-width: 900px) 600px, 100vw';

/** A stored picture's two copies, by their width: `srcset` of the large picture. */
export const gallerySrcSet = (picture: { cardUrl: string; detailUrl: string }): string =>
  `${picture.cardUrl} 640w, ${picture.detailUrl} 1600w`;

interface Ordered {
  order: number;
}

/**
 * The pictures in gallery order: the building's in their stored order, then each unit's; only
 * images (a PDF uploaded as a picture has no copy to show).
 */
export function galleryOrder<P extends Ordered, U extends { pictures: readonly P[] }>(
  listing: { pictures: readonly P[]; units: readonly U[] },
  isImage: (picture: P) => boolean,
): { picture: P; unit: U | null }[] {
  const inOrder = (pictures: readonly P[]) => [...pictures].sort((a, b) => a.order - b.order);
  return [
    ...inOrder(listing.pictures).map((picture) => ({ picture, unit: null })),
    ...listing.units.flatMap((unit) => inOrder(unit.pictures).map((picture) => ({ picture, unit }))),
  ].filter(({ picture }) => isImage(picture));
}
