import { describe, expect, it } from 'vitest';
import { boostSettingsFormSchema, centsToDollars, extendBoostFormSchema } from './boost-forms';

describe('boost forms', () => {
  it('read the price in dollars as cents and the days as a whole number', () => {
    expect(boostSettingsFormSchema.parse({ priceCents: '29.99', days: '7' })).toEqual({
      priceCents: 2999,
      days: 7,
    });
    expect(boostSettingsFormSchema.parse({ priceCents: '0', days: '90' })).toEqual({
      priceCents: 0,
      days: 90,
    });
  });

  it('refuse days outside 1 to 90 and a negative price', () => {
    expect(boostSettingsFormSchema.safeParse({ priceCents: '-1', days: '7' }).success).toBe(false);
    expect(boostSettingsFormSchema.safeParse({ priceCents: '10', days: '0' }).success).toBe(false);
    expect(extendBoostFormSchema.safeParse({ days: '91' }).success).toBe(false);
    expect(extendBoostFormSchema.parse({ days: '3' })).toEqual({ days: 3 });
  });

  it('show cents as dollars without needless decimals', () => {
    expect(centsToDollars(2500)).toBe('25');
    expect(centsToDollars(2999)).toBe('29.99');
    expect(centsToDollars(2999, 'fr')).toBe('29,99');
    expect(boostSettingsFormSchema.parse({ priceCents: '29,99', days: '7' }).priceCents).toBe(2999);
  });
});
