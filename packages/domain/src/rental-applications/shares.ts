import type { RentalApplicationDraft } from './draft-schema';
import { SHARE_EXPIRY_DAYS } from './limits';
import type { ApplicationStatus } from './statuses';
import type { Bilingual } from '../i18n/translate';

/*
 * The renter passport (issue 18): a renter's submitted application, re-used for other listings.
 * Each application sent to a listing is that landlord's share of the passport. A share lets the
 * landlord read the application's details, SIN and documents while it is ACTIVE; it ends when the
 * renter withdraws the application or revokes the share, when it is SHARE_EXPIRY_DAYS old, or when
 * the renter deletes their passport (the landlord then keeps only the status history).
 */

export const SHARE_STATES = ['ACTIVE', 'REVOKED', 'EXPIRED', 'WITHDRAWN', 'ERASED'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

export const SHARE_STATE_LABELS: Record<ShareState, Bilingual> = {
  ACTIVE: { en: 'Shared', fr: 'Partagé' },
  REVOKED: { en: 'Access revoked', fr: 'Accès révoqué' },
  EXPIRED: { en: 'Share expired', fr: 'Partage expiré' },
  WITHDRAWN: { en: 'Withdrawn', fr: 'Retirée' },
  ERASED: { en: 'Data deleted', fr: 'Données supprimées' },
};

/** What decides a share's state. */
export interface ShareFacts {
  status: ApplicationStatus;
  submittedAt: Date;
  revokedAt: Date | null;
  erasedAt: Date | null;
}

const DAY_MS = 86_400_000;

/** When a share made at `submittedAt` stops being readable by the landlord. */
export function shareExpiresAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + SHARE_EXPIRY_DAYS * DAY_MS);
}

/**
 * The share's state at `now`, the renter's own acts first: deleting the passport, then revoking,
 * then withdrawing; then the time limit.
 */
export function shareState(facts: ShareFacts, now: Date): ShareState {
  if (facts.erasedAt) return 'ERASED';
  if (facts.revokedAt) return 'REVOKED';
  if (facts.status === 'WITHDRAWN') return 'WITHDRAWN';
  if (now.getTime() >= shareExpiresAt(facts.submittedAt).getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** Whether the landlord may read the application's details, SIN and documents. */
export function landlordMayRead(facts: ShareFacts, now: Date): boolean {
  return shareState(facts, now) === 'ACTIVE';
}

/** Whether the renter may revoke the share now: only an active share can be revoked. */
export function mayRevokeShare(facts: ShareFacts, now: Date): boolean {
  return shareState(facts, now) === 'ACTIVE';
}

/** The listing a passport is re-used for, as the API found it. */
export interface ShareTarget {
  listingId: string;
  unitId: string;
  address: string;
}

/**
 * The application a passport re-use submits: the passport's answers with the offer page the renter
 * reviewed, pointed at the target listing and unit, and never a SIN (the API copies the stored,
 * encrypted one). The signature is the passport's: the renter signed those answers.
 */
export function reusedApplication(
  passport: RentalApplicationDraft,
  offer: RentalApplicationDraft['offer'],
  target: ShareTarget,
): RentalApplicationDraft {
  return {
    ...structuredClone(passport),
    offer: {
      ...structuredClone(offer),
      listingId: target.listingId,
      unitId: target.unitId,
      rentalPropertyAddress: target.address,
    },
    documents: { ...structuredClone(passport.documents), sin: '' },
  };
}
