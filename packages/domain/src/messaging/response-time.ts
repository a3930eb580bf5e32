import type { Bilingual } from '../i18n/translate';

/*
 * The landlord's response-time badge ('Usually replies within a few hours'): the median time from
 * a renter's first message to the landlord's first reply, over the landlord's latest
 * conversations. A conversation still unanswered counts as slower than any answered one once it
 * has waited a week (ignoring it would reward never replying); a younger one is left out, as its
 * answer may still come. No badge until enough conversations exist, and none for a landlord
 * slower than a few days: the badge informs, it does not shame.
 */

/** Conversations the median reads: the latest ones the landlord received. */
export const RESPONSE_TIME_SAMPLE = 20;
/** No badge below this many conversations counted. */
export const RESPONSE_TIME_MIN_CONVERSATIONS = 3;
/** An unanswered conversation counts, as the slowest, once it is this old. */
export const UNANSWERED_COUNTS_AFTER_HOURS = 7 * 24;

/** The badge's wording buckets, fastest first, each with its upper bound in minutes. */
export const RESPONSE_TIME_BUCKETS = [
  { bucket: 'WITHIN_AN_HOUR', maxMinutes: 60 },
  { bucket: 'WITHIN_A_FEW_HOURS', maxMinutes: 6 * 60 },
  { bucket: 'WITHIN_A_DAY', maxMinutes: 24 * 60 },
  { bucket: 'WITHIN_A_FEW_DAYS', maxMinutes: 3 * 24 * 60 },
] as const;
export type ResponseTimeBucket = (typeof RESPONSE_TIME_BUCKETS)[number]['bucket'];

/** The badge's text for each bucket: the one place the listing page and the contact form read it. */
export const RESPONSE_TIME_LABELS: Record<ResponseTimeBucket, Bilingual> = {
  WITHIN_AN_HOUR: { en: 'Usually replies within an hour', fr: 'Répond généralement en moins d’une heure' },
  WITHIN_A_FEW_HOURS: {
    en: 'Usually replies within a few hours',
    fr: 'Répond généralement en quelques heures',
  },
  WITHIN_A_DAY: { en: 'Usually replies within a day', fr: 'Répond généralement en moins d’une journée' },
  WITHIN_A_FEW_DAYS: { en: 'Usually replies within a few days', fr: 'Répond généralement en quelques jours' },
};

export interface ConversationTiming {
  /** When the renter's first message was sent. */
  firstMessageAt: Date;
  /** When the landlord first replied, or null. */
  firstReplyAt: Date | null;
}

export interface ResponseTime {
  medianMinutes: number;
  bucket: ResponseTimeBucket;
  /** Conversations counted. */
  conversations: number;
}

function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The badge for a landlord's conversations (any order), or null when there is none to show. */
export function responseTime(conversations: readonly ConversationTiming[], now: Date): ResponseTime | null {
  const latest = [...conversations]
    .sort((a, b) => b.firstMessageAt.getTime() - a.firstMessageAt.getTime())
    .slice(0, RESPONSE_TIME_SAMPLE);
  const minutes: number[] = [];
  for (const { firstMessageAt, firstReplyAt } of latest) {
    if (firstReplyAt) {
      minutes.push(Math.max(0, (firstReplyAt.getTime() - firstMessageAt.getTime()) / 60_000));
    } else if (now.getTime() - firstMessageAt.getTime() >= UNANSWERED_COUNTS_AFTER_HOURS * 3_600_000) {
      minutes.push(Number.POSITIVE_INFINITY);
    }
  }
  if (minutes.length < RESPONSE_TIME_MIN_CONVERSATIONS) return null;
  const medianMinutes = median(minutes.sort((a, b) => a - b));
  const found = RESPONSE_TIME_BUCKETS.find(({ maxMinutes }) => medianMinutes <= maxMinutes);
  return found
    ? { medianMinutes: Math.round(medianMinutes), bucket: found.bucket, conversations: minutes.length }
    : null;
}
