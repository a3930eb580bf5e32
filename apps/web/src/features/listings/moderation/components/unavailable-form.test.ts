import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../../../i18n/validation';
import {
  EMPTY_UNAVAILABLE_FORM,
  isRentedReason,
  stepOf,
  toUnavailabilityInput,
  unavailableFormSchema,
  type UnavailableFormValues,
} from './unavailable-form';

const form = (values: Partial<UnavailableFormValues>): UnavailableFormValues => ({
  ...EMPTY_UNAVAILABLE_FORM,
  ...values,
});

/** The message key of each invalid field, as the form shows them. */
function errors(values: Partial<UnavailableFormValues>): Record<string, string> {
  const result = unavailableFormSchema.safeParse(form(values));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe("'Mark Listing as Unavailable' form", () => {
  it('requires a reason', () => {
    expect(errors({})).toEqual({ availablityStatus: 'required' });
  });

  it("requires the free text for 'Other' only", () => {
    expect(errors({ availablityStatus: 'OTHER' })).toEqual({ message: 'required' });
    expect(errors({ availablityStatus: 'OTHER', message: '  Owner asked  ' })).toEqual({});
    expect(errors({ availablityStatus: 'NOT_RENTED' })).toEqual({});
  });

  it('requires the rented price and signed lease date when the listing was rented', () => {
    expect(errors({ availablityStatus: 'RENTED_ELSEWHERE' })).toEqual({
      rentedPrice: 'required',
      date: 'required',
    });
    expect(
      errors({ availablityStatus: 'RENTED_ON_PRODUCT', rentedPrice: '2150.50', date: '2026-01-15' }),
    ).toEqual({});
  });

  it('refuses a signed lease date in the future and a price that is not an amount', () => {
    expect(errors({ availablityStatus: 'RENTED_ON_PRODUCT', rentedPrice: '-5', date: '2999-01-01' })).toEqual(
      { rentedPrice: 'amountMin', date: 'notFuture' },
    );
    expect(
      errors({ availablityStatus: 'RENTED_ON_PRODUCT', rentedPrice: '1e12', date: '2026-01-15' }),
    ).toEqual({ rentedPrice: 'amountNumber' });
  });

  it('sends what the API takes: numbers as numbers, empty inputs as null, the text with Other only', () => {
    expect(
      toUnavailabilityInput(
        form({
          availablityStatus: 'RENTED_ON_PRODUCT',
          message: 'left over from Other',
          rentedPrice: ' 1999.99 ',
          date: '2026-01-15',
          tuList: 'REFERRAL',
        }),
      ),
    ).toEqual({
      availablityStatus: 'RENTED_ON_PRODUCT',
      message: null,
      rentedPrice: 1999.99,
      date: '2026-01-15',
      tuList: 'REFERRAL',
    });
    expect(toUnavailabilityInput(form({ availablityStatus: 'OTHER', message: ' Sold ' }))).toMatchObject({
      message: 'Sold',
      rentedPrice: null,
      date: null,
      tuList: null,
    });
  });

  it('knows which step a field is on and which reasons mean rented', () => {
    expect(stepOf('message')).toBe(1);
    expect(stepOf('date')).toBe(2);
    expect(isRentedReason('RENTED_ELSEWHERE')).toBe(true);
    expect(isRentedReason('NOT_RENTED')).toBe(false);
    expect(isRentedReason('')).toBe(false);
  });
});

describe('labels of the unavailable form', () => {
  it('name step 2 date the signed lease date, as its input does', () => {
    expect(fieldLabel(unavailableFormSchema, 'date', 'en')).toBe('Signed lease date');
    expect(fieldLabel(unavailableFormSchema, 'rentedPrice', 'fr')).toBe('Loyer obtenu');
  });
});
