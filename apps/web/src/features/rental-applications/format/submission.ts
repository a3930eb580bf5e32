import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { flattenRentalApplication } from '@rentals/domain/rental-applications/payload';
import type { CreateRentalMutationVariables } from '../../../gql/graphql';

/*
 * What Submit! sends. The files are already uploaded (each when it was chosen), so the draft holds
 * their references and the payload carries them as they are. The clientId names one submission:
 * kept for the tab until it succeeds, so a retry after a lost answer (or a reload) is recognised
 * by the API instead of creating a second application.
 */

const CLIENT_ID_KEY = 'rental-application-client-id';

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This submission's id: the same on every retry until it succeeds. */
export function submissionClientId(): string {
  try {
    const kept = sessionStorage.getItem(CLIENT_ID_KEY);
    if (kept) return kept;
    const id = newId();
    sessionStorage.setItem(CLIENT_ID_KEY, id);
    return id;
  } catch {
    return newId();
  }
}

/** After a success: the next application is a new submission. */
export function forgetSubmissionClientId(): void {
  try {
    sessionStorage.removeItem(CLIENT_ID_KEY);
  } catch {
    // Nothing kept when storage is blocked.
  }
}

/** The credit-check consent is its own tick box, unticked by default, sent beside the application. */
export function createRentalVariables(
  draft: RentalApplicationDraft,
  clientId: string,
  now: Date,
  creditCheckConsent: boolean,
): CreateRentalMutationVariables {
  return { data: flattenRentalApplication(draft, {}, now), clientId, creditCheckConsent };
}
