import { describe, expect, it } from 'vitest';
import {
  RESPONSE_TIME_BUCKETS,
  RESPONSE_TIME_LABELS,
  responseTime,
  RESPONSE_TIME_SAMPLE,
  type ConversationTiming,
} from './response-time';

const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;

/** A conversation started `daysAgo` days before NOW and answered after `replyHours` (or never). */
function conversation(daysAgo: number, replyHours: number | null): ConversationTiming {
  const firstMessageAt = new Date(NOW.getTime() - daysAgo * 24 * HOUR);
  return {
    firstMessageAt,
    firstReplyAt: replyHours === null ? null : new Date(firstMessageAt.getTime() + replyHours * HOUR),
  };
}

describe('responseTime', () => {
  it('shows nothing until three conversations count', () => {
    expect(responseTime([conversation(1, 0.5), conversation(2, 0.5)], NOW)).toBeNull();
    // A young unanswered conversation does not count yet.
    expect(responseTime([conversation(1, 0.5), conversation(2, 0.5), conversation(1, null)], NOW)).toBeNull();
  });

  it('takes the median first reply and names its bucket', () => {
    expect(responseTime([conversation(1, 0.25), conversation(2, 0.5), conversation(3, 30)], NOW)).toEqual({
      medianMinutes: 30,
      bucket: 'WITHIN_AN_HOUR',
      conversations: 3,
    });
    expect(
      responseTime([conversation(1, 2), conversation(2, 3), conversation(3, 5), conversation(4, 40)], NOW),
    ).toMatchObject({ medianMinutes: 240, bucket: 'WITHIN_A_FEW_HOURS' });
    expect(responseTime([conversation(1, 20), conversation(2, 10), conversation(3, 48)], NOW)?.bucket).toBe(
      'WITHIN_A_DAY',
    );
  });

  it('counts a week-old unanswered conversation as the slowest', () => {
    const answered = [conversation(8, 1), conversation(9, 1)];
    expect(responseTime([...answered, conversation(10, null)], NOW)).toMatchObject({
      medianMinutes: 60,
      conversations: 3,
    });
    // Mostly unanswered: the median is unanswered, and no badge is shown.
    expect(responseTime([conversation(8, 1), conversation(9, null), conversation(10, null)], NOW)).toBeNull();
  });

  it('reads only the latest conversations', () => {
    const old = Array.from({ length: RESPONSE_TIME_SAMPLE }, (_, i) => conversation(100 + i, 70));
    const recent = Array.from({ length: RESPONSE_TIME_SAMPLE }, (_, i) => conversation(1 + i / 10, 0.5));
    expect(responseTime([...old, ...recent], NOW)).toMatchObject({
      bucket: 'WITHIN_AN_HOUR',
      conversations: RESPONSE_TIME_SAMPLE,
    });
  });

  it('shows no badge for a landlord slower than a few days', () => {
    expect(responseTime([conversation(10, 100), conversation(11, 90), conversation(12, 80)], NOW)).toBeNull();
  });
});

describe('RESPONSE_TIME_LABELS', () => {
  it('words every bucket, in English and French', () => {
    expect(Object.keys(RESPONSE_TIME_LABELS)).toEqual(RESPONSE_TIME_BUCKETS.map((b) => b.bucket));
    expect(RESPONSE_TIME_LABELS.WITHIN_A_FEW_HOURS).toEqual({
      en: 'Usually replies within a few hours',
      fr: 'Répond généralement en quelques heures',
    });
    for (const label of Object.values(RESPONSE_TIME_LABELS)) {
      expect(label.en).toMatch(/^Usually replies within /);
      expect(label.fr).toMatch(/^Répond généralement en /);
    }
  });
});
