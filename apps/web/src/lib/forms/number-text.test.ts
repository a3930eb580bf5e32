import { describe, expect, it } from 'vitest';
import { parseNumberText } from './number-text';

describe('parseNumberText', () => {
  it('reads nothing typed as no number', () => {
    expect(parseNumberText('', 'integer')).toBeUndefined();
    expect(parseNumberText('   ', 'decimal')).toBeUndefined();
  });

  it('keeps the sign and the size of what is typed, for the schema to judge', () => {
    expect(parseNumberText('-5', 'integer')).toBe(-5);
    expect(parseNumberText('\u22125', 'decimal')).toBe(-5);
    expect(parseNumberText('99999999', 'integer')).toBe(99_999_999);
  });

  it('refuses what is not a number written the usual way', () => {
    for (const typed of [
      '1e12',
      '1E3',
      '0x10',
      'Infinity',
      '12abc',
      '1.2.3',
      '+5',
      '--5',
      '.5',
      '5.',
      '$12',
    ]) {
      expect(parseNumberText(typed, 'decimal'), typed).toBeNaN();
    }
  });

  it('reads thousands grouped by a space, or by a comma in English', () => {
    expect(parseNumberText('1 200', 'integer')).toBe(1200);
    expect(parseNumberText('1\u00a0200', 'integer')).toBe(1200);
    expect(parseNumberText('1,200', 'integer')).toBe(1200);
    expect(parseNumberText('12,345,678', 'integer')).toBe(12_345_678);
    expect(parseNumberText('1 20', 'integer')).toBeNaN();
    expect(parseNumberText('1,20,0', 'integer')).toBeNaN();
  });

  it('reads a decimal point or a French decimal comma in amounts', () => {
    expect(parseNumberText('1200.50', 'decimal')).toBe(1200.5);
    expect(parseNumberText('1 200,50', 'decimal')).toBe(1200.5);
    expect(parseNumberText('1,234.56', 'decimal')).toBe(1234.56);
    expect(parseNumberText('12,5', 'decimal')).toBe(12.5);
    // Cents beyond two are kept, for the schema's 'two decimals' message, not cut.
    expect(parseNumberText('10.999', 'decimal')).toBe(10.999);
  });

  it('refuses a decimal part in a whole number', () => {
    expect(parseNumberText('1200.50', 'integer')).toBeNaN();
    expect(parseNumberText('12,5', 'integer')).toBeNaN();
  });
});
