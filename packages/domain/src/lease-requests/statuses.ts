import type { Bilingual } from '../i18n/translate';
import type { LeaseRequestErrorCode } from './errors';

/*
 * Where a lease request stands (issue 19): NEW when sent, IN_PROGRESS while the team prepares the
 * lease, DONE once the lease is prepared, CLOSED when the team will not prepare one (withdrawn,
 * duplicate, unreachable). Staff move it along; the landlord sees the status and the staff note.
 */
export const LEASE_REQUEST_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE', 'CLOSED'] as const;
export type LeaseRequestStatus = (typeof LEASE_REQUEST_STATUSES)[number];

export const LEASE_REQUEST_STATUS_LABELS: Record<LeaseRequestStatus, Bilingual> = {
  NEW: { en: 'Received', fr: 'Reçue' },
  IN_PROGRESS: { en: 'In progress', fr: 'En cours' },
  DONE: { en: 'Lease prepared', fr: 'Bail préparé' },
  CLOSED: { en: 'Closed', fr: 'Fermée' },
};

/**
 * The statuses staff may move a request to from each status. A finished request (DONE, CLOSED) may
 * be reopened (IN_PROGRESS) when the landlord asks for a change; nothing goes back to NEW, which
 * means nobody has looked at it yet.
 */
export const LEASE_REQUEST_TRANSITIONS: Record<LeaseRequestStatus, readonly LeaseRequestStatus[]> = {
  NEW: ['IN_PROGRESS', 'DONE', 'CLOSED'],
  IN_PROGRESS: ['DONE', 'CLOSED'],
  DONE: ['IN_PROGRESS', 'CLOSED'],
  CLOSED: ['IN_PROGRESS'],
};

/** The statuses a staff member may pick for a request now: its own first, then where it may go. */
export function leaseRequestStatusChoices(from: LeaseRequestStatus): LeaseRequestStatus[] {
  return [from, ...LEASE_REQUEST_TRANSITIONS[from]];
}

/**
 * Whether staff may move a request from `from` to `to`: staying put is always allowed (a note
 * alone changes), any other move must be in LEASE_REQUEST_TRANSITIONS.
 */
export function leaseRequestTransition(
  from: LeaseRequestStatus,
  to: LeaseRequestStatus,
): { ok: true; changed: boolean } | { ok: false; code: LeaseRequestErrorCode } {
  if (from === to) return { ok: true, changed: false };
  if (LEASE_REQUEST_TRANSITIONS[from].includes(to)) return { ok: true, changed: true };
  return { ok: false, code: 'LEASE_REQUEST_TRANSITION_NOT_ALLOWED' };
}
