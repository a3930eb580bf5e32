import type { ApplicationStatus } from '../rental-applications/statuses';
import type { RetentionItem } from './enums';

const DAY_MS = 86_400_000;

/** Days an account waits between its owner's deletion request and the deletion (the API's setting's default). */
export const DEFAULT_ACCOUNT_DELETION_GRACE_DAYS = 14;

/** Days the documents of a declined or expired application are kept after that decision. */
export const APPLICATION_DOCUMENT_RETENTION_DAYS = 90;

/** Days an IP address is kept as typed; after that it is replaced by a keyed hash (counts still work). */
export const IP_ADDRESS_RETENTION_DAYS = 90;

/** Statuses whose documents the retention job removes: the landlord's answer is no, or nobody gave one. */
export const RETAINED_APPLICATION_STATUSES = [
  'DECLINED',
  'EXPIRED',
] as const satisfies readonly ApplicationStatus[];

/** When a deletion requested at `requestedAt` is carried out. */
export function deletionDueAt(requestedAt: Date, graceDays: number): Date {
  return new Date(requestedAt.getTime() + graceDays * DAY_MS);
}

/** Whether a scheduled deletion may run now: not before its due time. */
export function isDeletionDue(dueAt: Date, now: Date): boolean {
  return now.getTime() >= dueAt.getTime();
}

/** Whole days left before a deletion, rounded up, never below 0 (the banner's 'in N days'). */
export function daysUntilDeletion(dueAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS));
}

/** The moment before which data kept `days` days is due for removal. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Whether an application's documents are past their retention on `now`. */
export function applicationDocumentsExpired(
  application: { status: ApplicationStatus; decidedAt: Date | null },
  now: Date,
): boolean {
  if (!(RETAINED_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(application.status))
    return false;
  if (!application.decidedAt) return false;
  return (
    application.decidedAt.getTime() <= retentionCutoff(now, APPLICATION_DOCUMENT_RETENTION_DAYS).getTime()
  );
}

/** A line of the schedule on /privacy: what is removed, after how many days. */
export interface RetentionEntry {
  item: RetentionItem;
  days: number;
}

/**
 * The schedule /privacy shows, from the very numbers the jobs use: the settings of the account
 * deletion's grace and of verification documents (ACCOUNT_DELETION_GRACE_DAYS,
 * VERIFICATION_DOCUMENT_RETENTION_DAYS) and the constants of this file.
 */
export function retentionSchedule(settings: {
  graceDays: number;
  verificationDocumentDays: number;
}): RetentionEntry[] {
  return [
    { item: 'ACCOUNT_DELETION_GRACE', days: settings.graceDays },
    { item: 'APPLICATION_DOCUMENTS', days: APPLICATION_DOCUMENT_RETENTION_DAYS },
    { item: 'VERIFICATION_DOCUMENTS', days: settings.verificationDocumentDays },
    { item: 'IP_ADDRESSES', days: IP_ADDRESS_RETENTION_DAYS },
  ];
}

/** The next daily run of the retention job: 03:00 UTC after `now` (a quiet hour across Canada). */
export function nextRetentionRun(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3));
  return next.getTime() > now.getTime() ? next : new Date(next.getTime() + DAY_MS);
}
