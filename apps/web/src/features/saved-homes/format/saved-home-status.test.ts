import { describe, expect, it } from 'vitest';
import { statusChipText } from './saved-home-status';

describe('statusChipText', () => {
  it('names both amounts of a price change', () => {
    expect(statusChipText({ kind: 'PRICE_DROPPED', savedPrice: 2300, currentPrice: 2100 })).toEqual({
      key: 'status.PRICE_DROPPED',
      amounts: { from: 2300, to: 2100 },
      tone: 'highlight',
    });
    expect(statusChipText({ kind: 'PRICE_INCREASED', savedPrice: 2300, currentPrice: 2450 }).amounts).toEqual(
      {
        from: 2300,
        to: 2450,
      },
    );
  });

  it('says a home that is gone recedes, and one still there reads as good news', () => {
    expect(statusChipText({ kind: 'RENTED' })).toMatchObject({ amounts: null, tone: 'ended' });
    expect(statusChipText({ kind: 'UNAVAILABLE' }).tone).toBe('ended');
    expect(statusChipText({ kind: 'AVAILABLE', savedPrice: 2300, currentPrice: 2300 })).toMatchObject({
      amounts: null,
      tone: 'success',
    });
  });
});
