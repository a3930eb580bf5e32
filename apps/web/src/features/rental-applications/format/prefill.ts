import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';

/** What the query of /rental-application?listing={id}&unit={id} names, and the listing's address once read. */
export interface ApplicationTarget {
  listingId: string;
  unitId: string;
  address?: string;
}

/** The listing and unit the URL names, or null when it names none. */
export function targetFromSearch(search: string): ApplicationTarget | null {
  const params = new URLSearchParams(search);
  const listingId = params.get('listing')?.trim() ?? '';
  if (!listingId) return null;
  return { listingId, unitId: params.get('unit')?.trim() ?? '' };
}

/**
 * The draft applying to `target`: the listing, the unit and the address replace the draft's (an
 * 'Apply' link names the home the renter chose now, over one a saved draft was for). An address
 * that could not be read (a listing taken down, a network error) leaves the typed one in place:
 * the renter can correct it, and nothing they typed is thrown away.
 */
export function applyTarget(
  draft: RentalApplicationDraft,
  target: ApplicationTarget,
): RentalApplicationDraft {
  return {
    ...draft,
    offer: {
      ...draft.offer,
      listingId: target.listingId,
      unitId: target.unitId,
      rentalPropertyAddress: target.address ?? draft.offer.rentalPropertyAddress,
    },
  };
}
