/*
 * 'Still available?' (issue 25): a public listing's owner confirms now and then that it is still on
 * the market. Renters read 'Availability confirmed N days ago'; a listing left unconfirmed goes down
 * in search, then off the market until its owner brings it back.
 */

import { z } from 'zod';

const DAY_MS = 86_400_000;

/** Days after the last confirmation (or the posting) before its owner is asked again. */
export const CONFIRMATION_INTERVAL_DAYS = 14;

/** Days an unconfirmed listing stays public; LISTING_CONFIRMATION_MAX_DAYS on the server. */
export const CONFIRMATION_MAX_DAYS_DEFAULT = 30;

/**
 * Days a 'Still available?' link works: one check cycle, so the links of an e-mail stop working
 * about when the next e-mail brings new ones.
 */
export const CONFIRMATION_LINK_TTL_DAYS = CONFIRMATION_INTERVAL_DAYS;

/**
 * How much lower a listing whose confirmation is overdue ranks in the default search order: it
 * sorts as if it had been listed this many days earlier.
 */
export const STALE_RANK_PENALTY_DAYS = 30;

/** The two answers of the e-mail's links. */
export const AVAILABILITY_ANSWERS = ['STILL_AVAILABLE', 'RENTED'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

/** answerAvailabilityCheck: the token of the e-mail's link and the answer it carries. */
export const availabilityCheckAnswerSchema = z.object({
  token: z.string('required').min(1, 'required').max(200, 'tooLong'),
  answer: z.enum(AVAILABILITY_ANSWERS, 'invalid'),
});

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** When the owner is next asked: CONFIRMATION_INTERVAL_DAYS after the last confirmation. */
export function confirmationDueAt(confirmedAt: Date): Date {
  return addDays(confirmedAt, CONFIRMATION_INTERVAL_DAYS);
}

/** Whether a confirmation is overdue at `now`: asked and not answered yet (ranked lower). */
export function isConfirmationOverdue(confirmedAt: Date, now: Date): boolean {
  return now >= confirmationDueAt(confirmedAt);
}

/** When an unconfirmed listing comes off the market: `maxDays` after its last confirmation. */
export function staleAt(confirmedAt: Date, maxDays: number): Date {
  return addDays(confirmedAt, maxDays);
}

/** Whether a listing is stale at `now`: unconfirmed for `maxDays`, to be unpublished. */
export function isStale(confirmedAt: Date, now: Date, maxDays: number): boolean {
  return now >= staleAt(confirmedAt, maxDays);
}

/** What a job checking a public listing at `now` does. */
export type ConfirmationCheck =
  { action: 'UNPUBLISH' } | { action: 'ASK'; nextCheckAt: Date } | { action: 'WAIT'; nextCheckAt: Date };

/**
 * The check of one public listing: stale ones are unpublished; a due one is asked (again every
 * interval until it is stale), with the next check at the next reminder or the stale time,
 * whichever comes first; one not due waits for its due time. `lastAskedAt` is when its owner was
 * last sent 'Still available?' (null if never): a stale listing whose owner was not asked since
 * its last confirmation (a listing older than the checks, a check that could not run) is asked
 * first and given an interval to answer, so no listing comes off the market unannounced.
 */
export function checkConfirmation(
  confirmedAt: Date,
  now: Date,
  maxDays: number,
  lastAskedAt: Date | null,
): ConfirmationCheck {
  const stale = staleAt(confirmedAt, maxDays);
  const askedSinceConfirmed = lastAskedAt !== null && lastAskedAt >= confirmedAt;
  if (now >= stale && askedSinceConfirmed) return { action: 'UNPUBLISH' };
  if (now >= stale) return { action: 'ASK', nextCheckAt: addDays(now, CONFIRMATION_INTERVAL_DAYS) };
  const due = confirmationDueAt(confirmedAt);
  if (now < due) return { action: 'WAIT', nextCheckAt: due };
  const reminder = addDays(now, CONFIRMATION_INTERVAL_DAYS);
  return { action: 'ASK', nextCheckAt: reminder < stale ? reminder : stale };
}

/** When a link sent at `sentAt` stops working. */
export function confirmationLinkExpiresAt(sentAt: Date): Date {
  return addDays(sentAt, CONFIRMATION_LINK_TTL_DAYS);
}

/** Why a link cannot be used at `now`, as an error code; null when it can. */
export function confirmationLinkIssue(
  link: { usedAt: Date | null; expiresAt: Date },
  now: Date,
): 'CONFIRMATION_LINK_USED' | 'CONFIRMATION_LINK_EXPIRED' | null {
  if (link.usedAt) return 'CONFIRMATION_LINK_USED';
  if (now >= link.expiresAt) return 'CONFIRMATION_LINK_EXPIRED';
  return null;
}

/**
 * The time search ranks a listing by in the default order: when it was listed, moved
 * STALE_RANK_PENALTY_DAYS earlier while its confirmation is overdue. The twin of rankedListedAt
 * in apps/api/src/modules/search/search-freshness.ts.
 */
export function rankedListedAt(listedAt: Date, confirmedAt: Date | null, now: Date): Date {
  return confirmedAt && isConfirmationOverdue(confirmedAt, now)
    ? addDays(listedAt, -STALE_RANK_PENALTY_DAYS)
    : listedAt;
}

/** Why a listing went off the market by itself, as its owner's dashboard says it. */
export const UNPUBLISHED_REASONS = ['NOT_CONFIRMED'] as const;
export type UnpublishedReason = (typeof UNPUBLISHED_REASONS)[number];

/** Where an owner brings an unpublished listing back ('Make available again' on their listings). */
export const BRING_BACK_PATH = '/building';
