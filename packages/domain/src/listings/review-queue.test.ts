import { describe, expect, it } from 'vitest';
import { isInReviewQueue } from './review-queue';

describe('the review queue', () => {
  it('holds listings awaiting review that were not rejected', () => {
    expect(isInReviewQueue({ isapproved: false, rejectedAt: null })).toBe(true);
    expect(isInReviewQueue({ isapproved: false, rejectedAt: '2026-06-01T12:00:00Z' })).toBe(false);
    expect(isInReviewQueue({ isapproved: true, rejectedAt: null })).toBe(false);
  });
});
