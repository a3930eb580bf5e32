import type { SignerRole } from './statuses';

/*
 * The places a signer taps in the signing ceremony, in order: their initials on each page, their
 * initials beside the additional terms (when the landlord wrote any: the form asks both parties to
 * agree to them specifically), then their signature. The ceremony saves each tap, so a signer
 * whose session drops resumes at the next place; signing checks that every place was tapped.
 */

export const SIGNING_PLACES = ['PAGE_INITIALS', 'ADDITIONAL_TERMS_INITIALS', 'SIGNATURE'] as const;
export type SigningPlace = (typeof SIGNING_PLACES)[number];

/** The places `role` taps on a lease, given whether it has additional terms. */
export function signingPlaces(role: SignerRole, hasAdditionalTerms: boolean): SigningPlace[] {
  // A guarantor guarantees the tenants' obligations; they initial the pages and sign, nothing more.
  const additional = hasAdditionalTerms && role !== 'GUARANTOR';
  return SIGNING_PLACES.filter((place) => place !== 'ADDITIONAL_TERMS_INITIALS' || additional);
}

/** The places still to tap, in order. */
export function placesLeft(places: readonly SigningPlace[], done: readonly string[]): SigningPlace[] {
  return places.filter((place) => !done.includes(place));
}
