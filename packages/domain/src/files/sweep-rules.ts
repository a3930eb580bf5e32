import type { FilePathType } from './enums';

/*
 * When an uploaded file nothing refers to any more may be deleted (the API's file sweep job). The
 * API finds the references; this decides, so the rule is read and tested in one place.
 */

/**
 * Hours an unreferenced file is kept after its upload. Files are uploaded before the form holding
 * them is saved (a listing wizard, a rental application, a profile picture being cropped): a day
 * lets a form left open overnight keep its files, and is short enough that replaced or abandoned
 * uploads stop counting against the user's quota the next day.
 */
export const FILE_SWEEP_GRACE_HOURS_DEFAULT = 24;

/**
 * Kinds the sweep never deletes, whatever refers to them. A sealed lease and its drawn signatures
 * are the signed record (evidence that must outlive the lease row's references being cleared);
 * identity documents belong to the account itself, with no record pointing at them, so no
 * reference is ever their sign of use.
 */
export const NEVER_SWEPT_KINDS = [
  'LEASE_DOCUMENT',
  'LEASE_SIGNATURE',
  'IDENTITY_DOCUMENT',
] as const satisfies readonly FilePathType[];

/**
 * Kinds a working copy in the browser may hold for days before anything on the server names them:
 * a rental application being filled in and a message being written keep their files in the
 * device's storage until sent. They get two weeks, whatever the general grace period.
 */
export const DRAFT_HELD_KINDS = [
  'RENTAL_APP',
  'MESSAGE_ATTACHMENT',
] as const satisfies readonly FilePathType[];
export const DRAFT_HELD_GRACE_HOURS = 14 * 24;

/** What the sweep knows of a stored file. */
export interface SweepCandidate {
  pathType: string;
  createdAt: Date;
  /** Whether any record (a listing's picture, a message, a profile, an article…) refers to it. */
  referenced: boolean;
}

/** Files uploaded before this time are past the grace period at `now`. */
export function fileSweepCutoff(now: Date, graceHours: number): Date {
  return new Date(now.getTime() - graceHours * 3_600_000);
}

/** Whether the sweep deletes the file at `now`: unreferenced, past the grace period, of a kind it may delete. */
export function isFileSweepable(file: SweepCandidate, now: Date, graceHours: number): boolean {
  if ((NEVER_SWEPT_KINDS as readonly string[]).includes(file.pathType)) return false;
  if (file.referenced) return false;
  const hours = (DRAFT_HELD_KINDS as readonly string[]).includes(file.pathType)
    ? Math.max(graceHours, DRAFT_HELD_GRACE_HOURS)
    : graceHours;
  return file.createdAt.getTime() < fileSweepCutoff(now, hours).getTime();
}
