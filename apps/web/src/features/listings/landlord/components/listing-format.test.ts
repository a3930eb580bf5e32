import { describe, expect, it } from 'vitest';
import { createdKind, formatMoney, inOrder, priceSummary } from './listing-format';

it('formatMoney shows CAD in each language, cents only when there are some', () => {
  expect(formatMoney(1850, 'en')).toBe('$1,850');
  expect(formatMoney(1850.5, 'en')).toBe('$1,850.50');
  expect(formatMoney(1850, 'fr').replace(/\s/g, ' ')).toBe('1 850 $');
});

describe('priceSummary', () => {
  it('is Contact for Pricing when no unit has a price', () => {
    expect(priceSummary([])).toEqual({ kind: 'contact' });
    expect(priceSummary([{ monthlyPrice: null, contactForPricing: true }])).toEqual({ kind: 'contact' });
    expect(priceSummary([{ monthlyPrice: 0, contactForPricing: false }])).toEqual({ kind: 'contact' });
  });

  it('is one price, or the range over the priced units', () => {
    expect(priceSummary([{ monthlyPrice: 2000, contactForPricing: false }])).toEqual({
      kind: 'single',
      amount: 2000,
    });
    expect(
      priceSummary([
        { monthlyPrice: 2400, contactForPricing: false },
        { monthlyPrice: null, contactForPricing: true },
        { monthlyPrice: 1800, contactForPricing: false },
      ]),
    ).toEqual({ kind: 'range', min: 1800, max: 2400 });
  });
});

it('inOrder sorts pictures by position without changing the input', () => {
  const pictures = [{ order: 2 }, { order: 0 }, { order: 1 }];
  expect(inOrder(pictures).map((p) => p.order)).toEqual([0, 1, 2]);
  expect(pictures[0]!.order).toBe(2);
});

it('createdKind tells a new building from a unit added to one', () => {
  expect(createdKind(1)).toBe('building');
  expect(createdKind(2)).toBe('unit');
  expect(createdKind(0)).toBe('building');
});
