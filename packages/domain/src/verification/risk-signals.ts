import type { Bedrooms } from '../listings/enums';
import { flagDescription, type ContactKind } from './description-flags';

/*
 * Risk signals on a listing under review: plain facts in, coded signals out, each with the facts
 * behind it so staff read a sentence ("Rent $900 is 58% below the median $2,150 of 14 two-bedroom
 * listings in Montréal") instead of a score. A signal is a reason to look closer, never a verdict.
 */

export const RISK_SIGNAL_CODES = [
  'NEW_ACCOUNT',
  'RENT_FAR_BELOW_MEDIAN',
  'REUSED_PICTURES',
  'CONTACT_IN_DESCRIPTION',
  'PAYMENT_WORDS',
  'MANY_RECENT_LISTINGS',
] as const;
export type RiskSignalCode = (typeof RISK_SIGNAL_CODES)[number];

/** Ordered from least to most serious. */
export const RISK_SEVERITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

/** Accounts younger than this many days: most scam accounts post within days of signing up. */
export const NEW_ACCOUNT_DAYS = 7;
/** Rent at least this share below the median is rarely a bargain and often bait. */
export const RENT_BELOW_MEDIAN_SHARE = 0.4;
/** From this share below the median, no real landlord prices so low: the signal is high. */
export const RENT_BELOW_MEDIAN_HIGH_SHARE = 0.6;
/** Fewer published listings than this make a median too noisy to compare with. */
export const MEDIAN_MIN_SAMPLE = 5;
/** Two 64-bit picture hashes this close are the same photo resized or re-encoded. */
export const PICTURE_HASH_MAX_DISTANCE = 6;
/**
 * A hash with fewer set bits than this, or fewer unset ones, comes from a near-flat picture (a
 * blank, a plain colour, a smooth gradient) that countless unrelated pictures share: not compared.
 */
export const PICTURE_HASH_MIN_DETAIL_BITS = 8;
/** The window, in hours either side of a listing's posting, in which its account's listings are counted. */
export const RECENT_LISTINGS_WINDOW_HOURS = 24;
/** This many listings from one account in the window is a bulk poster, not a landlord adding a unit. */
export const RECENT_LISTINGS_MIN = 5;

const DAY_MS = 86_400_000;

/** A median of published rents for the same bedrooms, and where it was computed. */
export interface AreaMedian {
  /** Median monthly rent, CAD. */
  median: number;
  /** How many published listings it was computed from. */
  sampleSize: number;
  /** The neighbourhood when it had enough listings, otherwise the city. */
  areaName: string;
}

/** One priced unit of the listing with the median of its area for the same bedrooms, when known. */
export interface UnitRent {
  bedrooms: Bedrooms;
  rent: number;
  area: AreaMedian | null;
}

export interface RiskFacts {
  /** When the listing was posted: the account's age is read then, so it does not grow while the listing waits. */
  postedAt: Date;
  accountCreatedAt: Date;
  units: readonly UnitRent[];
  /** Pictures of this listing whose hash matches a picture posted by another account. */
  reusedPictureCount: number;
  /** How many other accounts posted those matching pictures. */
  reusedPictureAccounts: number;
  description: string | null;
  /** Listings the account created within RECENT_LISTINGS_WINDOW_HOURS of this one, this one included. */
  recentListingCount: number;
}

/** What a signal rests on; only the fields its code uses are set. */
export interface RiskSignalFacts {
  accountAgeDays?: number;
  rent?: number;
  median?: number;
  sampleSize?: number;
  percentBelow?: number;
  bedrooms?: Bedrooms;
  areaName?: string;
  pictureCount?: number;
  accountCount?: number;
  contactKinds?: ContactKind[];
  words?: string[];
  listingCount?: number;
  windowHours?: number;
}

export interface RiskSignal {
  code: RiskSignalCode;
  severity: RiskSeverity;
  facts: RiskSignalFacts;
}

function newAccount(facts: RiskFacts): RiskSignal | null {
  const ageMs = facts.postedAt.getTime() - facts.accountCreatedAt.getTime();
  if (ageMs >= NEW_ACCOUNT_DAYS * DAY_MS) return null;
  const accountAgeDays = Math.max(0, Math.floor(ageMs / DAY_MS));
  return { code: 'NEW_ACCOUNT', severity: accountAgeDays < 1 ? 'MEDIUM' : 'LOW', facts: { accountAgeDays } };
}

/** The unit priced farthest below its area's median, when far enough below a median worth trusting. */
function rentFarBelowMedian(facts: RiskFacts): RiskSignal | null {
  let worst: { unit: UnitRent; area: AreaMedian; share: number } | null = null;
  for (const unit of facts.units) {
    const area = unit.area;
    if (!area || area.sampleSize < MEDIAN_MIN_SAMPLE || area.median <= 0 || unit.rent <= 0) continue;
    const share = (area.median - unit.rent) / area.median;
    if (share >= RENT_BELOW_MEDIAN_SHARE && (!worst || share > worst.share)) worst = { unit, area, share };
  }
  if (!worst) return null;
  return {
    code: 'RENT_FAR_BELOW_MEDIAN',
    severity: worst.share >= RENT_BELOW_MEDIAN_HIGH_SHARE ? 'HIGH' : 'MEDIUM',
    facts: {
      rent: worst.unit.rent,
      median: worst.area.median,
      sampleSize: worst.area.sampleSize,
      percentBelow: Math.round(worst.share * 100),
      bedrooms: worst.unit.bedrooms,
      areaName: worst.area.areaName,
    },
  };
}

function reusedPictures(facts: RiskFacts): RiskSignal | null {
  if (facts.reusedPictureCount <= 0) return null;
  return {
    code: 'REUSED_PICTURES',
    severity: 'HIGH',
    facts: { pictureCount: facts.reusedPictureCount, accountCount: facts.reusedPictureAccounts },
  };
}

function descriptionSignals(facts: RiskFacts): RiskSignal[] {
  const flags = flagDescription(facts.description);
  const signals: RiskSignal[] = [];
  if (flags.contacts.length) {
    signals.push({
      code: 'CONTACT_IN_DESCRIPTION',
      // A bare "courriel" or "WhatsApp" is weaker than a number or an address to write to.
      severity: flags.contacts.includes('CONTACT_WORD') ? 'LOW' : 'MEDIUM',
      facts: { contactKinds: flags.contacts },
    });
  }
  if (flags.paymentWords.length) {
    signals.push({ code: 'PAYMENT_WORDS', severity: 'HIGH', facts: { words: flags.paymentWords } });
  }
  return signals;
}

function manyRecentListings(facts: RiskFacts): RiskSignal | null {
  if (facts.recentListingCount < RECENT_LISTINGS_MIN) return null;
  return {
    code: 'MANY_RECENT_LISTINGS',
    severity: 'MEDIUM',
    facts: { listingCount: facts.recentListingCount, windowHours: RECENT_LISTINGS_WINDOW_HOURS },
  };
}

const severityRank = (severity: RiskSeverity) => RISK_SEVERITIES.indexOf(severity);

/** Every signal the facts raise, most serious first (then in RISK_SIGNAL_CODES order). */
export function riskSignals(facts: RiskFacts): RiskSignal[] {
  const found = [
    newAccount(facts),
    rentFarBelowMedian(facts),
    reusedPictures(facts),
    ...descriptionSignals(facts),
    manyRecentListings(facts),
  ].filter((signal): signal is RiskSignal => signal !== null);
  return found.sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
}

/** The most serious severity among signals, or null for none (the queue's chip). */
export function highestSeverity(signals: readonly Pick<RiskSignal, 'severity'>[]): RiskSeverity | null {
  let highest: RiskSeverity | null = null;
  for (const { severity } of signals) {
    if (!highest || severityRank(severity) > severityRank(highest)) highest = severity;
  }
  return highest;
}

/** Bits that differ between two 64-bit hashes (as unsigned bigints). */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (x) {
    x &= x - 1n;
    bits += 1;
  }
  return bits;
}

/** Whether a hash holds enough detail to be compared (PICTURE_HASH_MIN_DETAIL_BITS). */
export function hasPictureDetail(hash: bigint): boolean {
  const bits = hammingDistance(hash, 0n);
  return bits >= PICTURE_HASH_MIN_DETAIL_BITS && bits <= 64 - PICTURE_HASH_MIN_DETAIL_BITS;
}

/** Whether two picture hashes are the same photo: both detailed enough, and within PICTURE_HASH_MAX_DISTANCE. */
export function isSamePicture(a: bigint, b: bigint): boolean {
  return hasPictureDetail(a) && hasPictureDetail(b) && hammingDistance(a, b) <= PICTURE_HASH_MAX_DISTANCE;
}
