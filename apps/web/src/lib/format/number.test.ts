import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, numberFormat } from './number';

describe('number formats', () => {
  it('writes dollars the Canadian way in each language, with cents only when there are some', () => {
    expect(formatMoney(2100, 'en')).toBe('$2,100');
    expect(formatMoney(2100.5, 'en')).toBe('$2,100.50');
    expect(formatMoney(2100, 'fr').replace(/\s/g, ' ')).toBe('2 100 $');
    expect(formatMoney(2100.5, 'fr').replace(/\s/g, ' ')).toBe('2 100,50 $');
  });

  it('groups thousands per language', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'fr').replace(/\s/g, ' ')).toBe('12 345');
  });

  it('writes whole numbers and amounts exactly as Intl does, without asking it', () => {
    const values = [
      0, 1, -1, 7, 42, 999, 1000, -1000, 4500, 12345, 99999, 100000, 999999, 1234567, -9876543210,
    ];
    for (const locale of ['en', 'fr'] as const) {
      const intl = locale === 'fr' ? 'fr-CA' : 'en-CA';
      for (const value of values) {
        expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(intl).format(value));
        expect(formatMoney(value, locale)).toBe(
          new Intl.NumberFormat(intl, {
            style: 'currency',
            currency: 'CAD',
            maximumFractionDigits: 0,
          }).format(value),
        );
      }
    }
  });

  it('writes numbers with up to three decimals as Intl does, and leaves the rest to it', () => {
    const values = [0.5, 1.5, 2.25, -2.5, 1234.125, 0.001, 12.05, 1 / 3, 0.1 + 0.2, 1e21, 2 ** 60 + 0.5];
    for (const locale of ['en', 'fr'] as const) {
      const intl = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA');
      for (const value of values) expect(formatNumber(value, locale)).toBe(intl.format(value));
    }
    expect(formatNumber(1.5, 'fr')).toBe('1,5');
    expect(formatMoney(-0.5, 'en')).toBe('-$0.50');
  });

  it('reuses one formatter per locale and options', () => {
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en')).not.toBe(numberFormat('fr'));
  });
});
