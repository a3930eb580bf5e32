import { describe, expect, it } from 'vitest';
import { domainResolver } from '../../../../lib/forms/domain-resolver';
import { validationText } from '../../../../i18n/validation';
import { markRentedFormSchema, todayIsoDate, type MarkRentedFormValues } from './mark-rented-form';

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

  it('refuses a signed lease date after today or before 1900, saying so in en and fr', async () => {
    const dateError = async (signedLeaseDate: string) => {
      const values: MarkRentedFormValues = { ...valid, signedLeaseDate };
      const { errors } = await domainResolver(markRentedFormSchema)(values, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      const error = errors.signedLeaseDate;
      if (typeof error?.message !== 'string') return null;
      const key = error.message;
      const params = error.types as Record<string, string>;
      return {
        en: validationText(markRentedFormSchema, key, 'signedLeaseDate', 'en', params),
        fr: validationText(markRentedFormSchema, key, 'signedLeaseDate', 'fr', params),
      };
    };
    expect(await dateError(todayIsoDate())).toBeNull();
    expect(await dateError('2099-01-01')).toEqual({
      en: 'Signed lease date cannot be in the future',
      fr: 'Date de signature du bail : la date ne peut pas être dans le futur',
    });
    expect(await dateError('0202-06-01')).toEqual({
      en: 'Signed lease date cannot be before 1900',
      fr: 'Date de signature du bail : la date ne peut pas précéder 1900',
    });
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
