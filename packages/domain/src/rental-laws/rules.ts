import type { Province } from '../users/enums';

/*
 * Rental law entries (spec/01 §3 Rental law): what renters or landlords of one province should know
 * on one topic. An entry is written for renters, for landlords, or for both; readers say which of
 * the two they are.
 */

/** Who an entry is written for. */
export const RENTAL_LAW_AUDIENCES = ['RENTER', 'LANDLORD', 'BOTH'] as const;
export type RentalLawAudience = (typeof RENTAL_LAW_AUDIENCES)[number];

/** What a reader says they are on /rental-laws ('I am a renter' / 'I am a landlord'). */
export const RENTAL_LAW_READERS = ['RENTER', 'LANDLORD'] as const;
export type RentalLawReader = (typeof RENTAL_LAW_READERS)[number];

/** The topics the shipped entries cover, in reading order; staff may add entries on other topics. */
export const RENTAL_LAW_TOPICS = [
  'rent-increase',
  'deposits',
  'notice',
  'ending',
  'repairs',
  'discrimination',
] as const;

/** The province /rental-laws opens on when the visitor has none remembered. */
export const DEFAULT_RENTAL_LAW_PROVINCE: Province = 'ON';
/** The reader /rental-laws opens on. */
export const DEFAULT_RENTAL_LAW_READER: RentalLawReader = 'RENTER';

/** The audiences whose entries a reader sees: their own and those written for both. */
export function audiencesFor(reader: RentalLawReader): RentalLawAudience[] {
  return [reader, 'BOTH'];
}

/** Whether an entry of this audience is shown to this reader. */
export function isForReader(audience: RentalLawAudience, reader: RentalLawReader): boolean {
  return audience === 'BOTH' || audience === reader;
}

/** Laws change; an entry not reviewed for this long is flagged to staff. */
export const RENTAL_LAW_REVIEW_MONTHS = 12;

/**
 * The last review date (YYYY-MM-DD) before which an entry needs review on `today` (YYYY-MM-DD):
 * the same day a year earlier; 29 February falls back to 28 February of a common year.
 */
export function reviewCutoff(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - RENTAL_LAW_REVIEW_MONTHS / 12;
  const day = m === 2 && d === 29 && !isLeapYear(year) ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Whether an entry last reviewed on `lastReviewedOn` is older than a year on `today`. */
export function needsReview(lastReviewedOn: string, today: string): boolean {
  return lastReviewedOn < reviewCutoff(today);
}

/** A topic key: lower-case words joined by hyphens (rent-increase). */
export const RENTAL_LAW_TOPIC_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
