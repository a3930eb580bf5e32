import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../lib/errors/graphql-error';
import { passportReuseFailure } from './passport-refusal';

const pageInvalid = (pageIndex: number, path: string): AppError => ({
  code: 'RENTAL_APPLICATION_PAGE_INVALID',
  params: { pageIndex, path, page: 'Page', field: 'Field', message: 'Wrong' },
  fields: [{ path, key: 'required', message: 'Wrong', params: { max: 3 } }],
});

describe('a refused re-use of the passport', () => {
  it('shows a refused offer field on the review', () => {
    expect(passportReuseFailure(pageInvalid(0, 'offer.yourOffer'))).toEqual({
      kind: 'offer',
      path: 'offer.yourOffer',
      message: 'required',
      params: { max: 3 },
    });
  });

  it('sends a refusal of another page to the full form, on that page', () => {
    expect(passportReuseFailure(pageInvalid(2, 'income.grossIncome'))).toEqual({
      kind: 'otherPage',
      page: 2,
    });
    expect(passportReuseFailure(pageInvalid(5, 'vehiclesAndOccupants.occupant_1_name'))).toEqual({
      kind: 'otherPage',
      page: 5,
    });
  });

  it('reads the page from the params when no field names one', () => {
    const error = { ...pageInvalid(6, 'documents.govIdsFile'), fields: [] };
    expect(passportReuseFailure(error)).toEqual({ kind: 'otherPage', page: 6 });
  });

  it('tells any other refusal in the failure dialog', () => {
    const closed: AppError = { code: 'RENTAL_APPLICATION_LISTING_CLOSED', params: {}, fields: [] };
    expect(passportReuseFailure(closed)).toEqual({ kind: 'failed' });
    expect(passportReuseFailure({ ...pageInvalid(0, 'offer.yourOffer'), fields: [] })).toEqual({
      kind: 'failed',
    });
  });
});
