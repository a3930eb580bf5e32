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

  it('reuses one formatter per locale and options', () => {
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en')).not.toBe(numberFormat('fr'));
  });
});
