import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import type { ReuseRentalApplicationMutationVariables } from '../../../gql/graphql';

/*
 * What applying with the passport sends: the source application, the reviewed offer page and a
 * clientId naming this one submission. The id is kept for the tab per listing until it succeeds,
 * so a retry after a lost answer is one application, and applying to another listing is not
 * mistaken for it.
 */

const CLIENT_ID_PREFIX = 'rental-passport-client-id:';

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This re-use's id for `listingId`: the same on every retry until it succeeds. */
export function passportClientId(listingId: string): string {
  try {
    const kept = sessionStorage.getItem(CLIENT_ID_PREFIX + listingId);
    if (kept) return kept;
    const id = newId();
    sessionStorage.setItem(CLIENT_ID_PREFIX + listingId, id);
    return id;
  } catch {
    return newId();
  }
}

/** After a success: applying again to this listing is a new submission. */
export function forgetPassportClientId(listingId: string): void {
  try {
    sessionStorage.removeItem(CLIENT_ID_PREFIX + listingId);
  } catch {
    // Nothing kept when storage is blocked.
  }
}

/** The credit-check consent is its own tick box, unticked by default, sent beside the offer. */
export function reuseVariables(
  sourceId: string,
  offer: RentalApplicationDraft['offer'],
  clientId: string,
  creditCheckConsent: boolean,
): ReuseRentalApplicationMutationVariables {
  return { sourceId, offer, clientId, creditCheckConsent };
}
