import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../graphql/graphql-request';
import { validationFailure } from './validation-failure';

describe('validationFailure', () => {
  it('answers the field issues of an input the API refused, from either client', () => {
    const fields = [{ path: 'price_lte', key: 'min', message: 'x', params: { min: 900 } }, { bogus: true }];
    const extensions = { code: 'VALIDATION_FAILED', fields };
    expect(validationFailure(new GraphQLRequestError([{ message: 'Invalid', extensions }]))).toEqual([
      fields[0],
    ]);
    expect(
      validationFailure(new CombinedGraphQLErrors({ errors: [{ message: 'Invalid', extensions }] })),
    ).toEqual([fields[0]]);
  });

  it('answers null for any other failure: another code, the network', () => {
    const notFound = new GraphQLRequestError([{ message: 'x', extensions: { code: 'LISTING_NOT_FOUND' } }]);
    expect(validationFailure(notFound)).toBeNull();
    expect(validationFailure(new TypeError('Failed to fetch'))).toBeNull();
  });
});
