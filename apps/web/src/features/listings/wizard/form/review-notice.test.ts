import { expect, it } from 'vitest';
import { wentBackToReview } from './review-notice';

it('tells the owner only when the save took the approval away', () => {
  expect(wentBackToReview(true, { isapproved: false })).toBe(true);
  expect(wentBackToReview(true, { isapproved: true })).toBe(false);
  // Pending from the start: nothing new to say.
  expect(wentBackToReview(false, { isapproved: false })).toBe(false);
});
