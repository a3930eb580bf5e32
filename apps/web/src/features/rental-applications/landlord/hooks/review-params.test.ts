import { describe, expect, it } from 'vitest';
import { readReviewParams, writeReviewParams } from './review-params';

describe('review params', () => {
  it('reads the listing, a known status and the page', () => {
    expect(readReviewParams(new URLSearchParams('listing=l1&status=VIEWED&page=3'))).toEqual({
      listing: 'l1',
      status: 'VIEWED',
      page: 3,
    });
    expect(readReviewParams(new URLSearchParams('status=NOPE&page=-2'))).toEqual({
      listing: '',
      status: '',
      page: 1,
    });
  });

  it('starts another filter at page 1 and leaves blanks out', () => {
    const current = { listing: 'l1', status: '' as const, page: 4 };
    expect(writeReviewParams(current, { status: 'SHORTLISTED' }).toString()).toBe(
      'listing=l1&status=SHORTLISTED',
    );
    expect(writeReviewParams(current, { page: 2 }).toString()).toBe('listing=l1&page=2');
  });
});
