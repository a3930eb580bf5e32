import { describe, expect, it } from 'vitest';
import { digitsOnly, setPricingMode, truncateAmount } from './pricing';

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

describe('truncateAmount', () => {
  it('keeps digits and one point, truncating to two decimals', () => {
    expect(truncateAmount('1234.5678')).toBe('1234.56');
    expect(truncateAmount('1,234.999')).toBe('1234.99');
    expect(truncateAmount('$12.3.4')).toBe('12.34');
    expect(truncateAmount('abc')).toBe('');
    expect(truncateAmount('-5')).toBe('5');
  });
});

it('keeps only digits in whole-number fields', () => {
  expect(digitsOnly('12a-3')).toBe('123');
});
