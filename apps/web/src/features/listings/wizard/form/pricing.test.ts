import { describe, expect, it } from 'vitest';
import { setPricingMode } from './pricing';

describe('setPricingMode', () => {
  it("'Contact for Pricing!' clears the price and deposit", () => {
    expect(setPricingMode({ contactForPricing: false, monthlyPrice: '2100', deposit: '500' }, true)).toEqual({
      contactForPricing: true,
      monthlyPrice: '',
      deposit: '',
    });
  });

  it("'Price' keeps what is there", () => {
    expect(setPricingMode({ contactForPricing: false, monthlyPrice: '2100', deposit: '' }, false)).toEqual({
      contactForPricing: false,
      monthlyPrice: '2100',
      deposit: '',
    });
  });
});
