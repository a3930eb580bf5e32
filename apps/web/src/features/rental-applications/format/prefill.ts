import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';

/** A unit an applicant may choose on the offer page, named as the listing page names it. */
export interface ApplicationUnit {
  id: string;
  name: string;
}

/** What the query of /rental-application?listing={id}&unit={id} names, and the listing's address once read. */
export interface ApplicationTarget {
  listingId: string;
  unitId: string;
  address?: string;
  /** The listing's available units, once read. */
  units?: ApplicationUnit[];
}

/**
 * The unit applied for: the one the link names, else the listing's only available unit; with
 * several, none (the offer page asks which).
 */
export function targetUnitId(target: ApplicationTarget): string {
  if (target.unitId) return target.unitId;
  return target.units?.length === 1 ? target.units[0]!.id : '';
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
      unitId: targetUnitId(target),
      rentalPropertyAddress: target.address ?? draft.offer.rentalPropertyAddress,
    },
  };
}
