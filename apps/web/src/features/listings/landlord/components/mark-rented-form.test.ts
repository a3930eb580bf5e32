import { describe, expect, it } from 'vitest';
import { markRentedFormSchema, todayIsoDate } from './mark-rented-form';

const valid = {
  signedLeaseDate: '2026-09-01',
  rentedPrice: '1850.50',
  disableListing: '1',
  tenantNames: '  Ana Silva, Marc Roy ',
} as const;

describe('markRentedFormSchema', () => {
  it('sends the price as a number, the choice as the text 0 or 1, trimmed names', () => {
    expect(markRentedFormSchema.parse(valid)).toEqual({
      signedLeaseDate: '2026-09-01',
      rentedPrice: 1850.5,
      disableListing: '1',
      tenantNames: 'Ana Silva, Marc Roy',
    });
    expect(markRentedFormSchema.parse({ ...valid, disableListing: '0', tenantNames: ' ' })).toMatchObject({
      disableListing: '0',
      tenantNames: null,
    });
  });

  it('requires the date, the price and the choice with the shared message keys', () => {
    const result = markRentedFormSchema.safeParse({
      signedLeaseDate: '',
      rentedPrice: '',
      disableListing: '',
      tenantNames: '',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({ rentedPrice: 'required', disableListing: 'required' });
    expect(byField.signedLeaseDate).toBeDefined();
  });

  it('refuses a price that is not a number or is negative', () => {
    const messages = (rentedPrice: string) =>
      markRentedFormSchema.safeParse({ ...valid, rentedPrice }).error?.issues.map((i) => i.message);
    expect(messages('abc')).toEqual(['amountNumber']);
    expect(messages('-1')).toEqual(['amountMin']);
    // Not read as 1 000 000 000 000 (over the limit): what was typed is not an amount.
    expect(messages('1e12')).toEqual(['amountNumber']);
  });

  it('reads the price as typed, thousands grouped or with a French decimal comma', () => {
    expect(markRentedFormSchema.parse({ ...valid, rentedPrice: '1 850,50' }).rentedPrice).toBe(1850.5);
    expect(markRentedFormSchema.parse({ ...valid, rentedPrice: '1,850.50' }).rentedPrice).toBe(1850.5);
  });
});

it('todayIsoDate writes the local date as YYYY-MM-DD', () => {
  expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});
