/*
 * Privacy requests (issue 25): a user's request for a copy of their data, answered in the
 * background, and the staff view of the requests still to answer.
 */

/**
 * What an export request's row records; EXPIRED once its zip is deleted, FAILED once its build job
 * has used up its attempts (the user may ask again, staff may retry it).
 */
export const DATA_EXPORT_STATUSES = ['REQUESTED', 'PREPARING', 'READY', 'EXPIRED', 'FAILED'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * PIPEDA (Principle 4.9, s. 8(3)) gives an organization 30 days to answer a request for access to
 * one's personal information: the staff view shows each request's due date from it.
 */
export const PRIVACY_REQUEST_ANSWER_DAYS = 30;

/** Days an export's download link lasts, when the DATA_EXPORT_LINK_DAYS setting does not say. */
export const DATA_EXPORT_LINK_DAYS_DEFAULT = 7;

const DAY_MS = 86_400_000;

/** The date a privacy request must be answered by. */
export function privacyRequestDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + PRIVACY_REQUEST_ANSWER_DAYS * DAY_MS);
}

/** When a finished export's link stops working and its zip is deleted. */
export function dataExportExpiresAt(readyAt: Date, linkDays: number): Date {
  return new Date(readyAt.getTime() + linkDays * DAY_MS);
}

/** The parts of a request its state is read from. */
export interface DataExportFacts {
  status: DataExportStatus;
  expiresAt: Date | null;
}

/**
 * The state a user sees: a READY export whose time is up reads as EXPIRED even before the job
 * deleting its zip has run, so the page never offers a link that no longer works.
 */
export function dataExportState(request: DataExportFacts, now: Date): DataExportStatus {
  if (request.status === 'READY' && request.expiresAt && request.expiresAt <= now) return 'EXPIRED';
  return request.status;
}

/**
 * A request still to answer (REQUESTED, PREPARING) or answered and downloadable blocks a new one; an
 * expired one does not, nor one that failed: waiting on it would leave the user with nothing.
 */
export function blocksNewDataExport(request: DataExportFacts, now: Date): boolean {
  const state = dataExportState(request, now);
  return state !== 'EXPIRED' && state !== 'FAILED';
}

/**
 * The kinds of privacy request the staff view lists; each is registered by the domain answering it
 * (the API's privacy-request-kinds.ts), which adds its kind and its pending statuses here.
 */
export const PRIVACY_REQUEST_KINDS = ['DATA_EXPORT', 'ACCOUNT_DELETION'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** The statuses of a request still to answer, across kinds (FAILED: an export staff may retry). */
export const PRIVACY_REQUEST_STATUSES = ['REQUESTED', 'PREPARING', 'SCHEDULED', 'FAILED'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
