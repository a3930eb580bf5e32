import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../graphql/graphql-request';
import { CodedError, errorText, toAppError } from './graphql-error';

describe('toAppError', () => {
  it('reads the code, the message parameters and the field issues the API sends', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Trop de tentatives.',
          extensions: {
            code: 'TOO_MANY_ATTEMPTS',
            params: { seconds: 12 },
            fields: [{ path: 'email', key: 'email', message: 'x' }, { bogus: true }],
          },
        },
      ],
    });
    expect(toAppError(error)).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      params: { seconds: 12 },
      fields: [{ path: 'email', key: 'email', message: 'x' }],
    });
  });

  it("reads the public pages' client errors the same way", () => {
    const error = new GraphQLRequestError([
      { message: 'Not found', extensions: { code: 'LISTING_NOT_FOUND', params: { id: 7 } } },
    ]);
    expect(toAppError(error)).toEqual({ code: 'LISTING_NOT_FOUND', params: { id: 7 }, fields: [] });
  });

  it('treats an unknown code or a network failure as SOMETHING_WRONG', () => {
    const unknown = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'NOPE' } }] });
    expect(toAppError(unknown).code).toBe('SOMETHING_WRONG');
    expect(toAppError(new TypeError('Failed to fetch')).code).toBe('SOMETHING_WRONG');
  });
});

it('errorText fills the placeholders in the chosen language', () => {
  const appError = { code: 'FILE_TOO_LARGE' as const, params: { limit: '5 MB' }, fields: [] };
  expect(errorText(appError, 'en')).toBe('This file is too large. The limit is 5 MB.');
  expect(errorText(appError, 'fr')).toBe('Ce fichier est trop volumineux. La limite est de 5 MB.');
});

it('words the wait of TOO_MANY_ATTEMPTS in seconds, as the log-in form shows it', () => {
  const appError = { code: 'TOO_MANY_ATTEMPTS' as const, params: { seconds: 30 }, fields: [] };
  expect(errorText(appError, 'en')).toBe('Too many attempts. Try again in 30 seconds.');
  expect(errorText(appError, 'fr')).toBe('Trop de tentatives. Réessayez dans 30 secondes.');
});

it('words the upload caps the API answers with (pixels, storage), as the upload fields show them', () => {
  // The upload helper turns the response into a CodedError; the fields show errorText of it.
  const pixels = toAppError(new CodedError('IMAGE_TOO_LARGE', { limit: 40, filename: 'huge.png' }));
  expect(errorText(pixels, 'en')).toBe('This picture has too many pixels. The limit is 40 megapixels.');
  expect(errorText(pixels, 'fr')).toBe('Cette image compte trop de pixels. La limite est de 40 mégapixels.');
  const quota = toAppError(new CodedError('UPLOAD_QUOTA_EXCEEDED', { limit: '10 GB' }));
  expect(errorText(quota, 'en')).toBe(
    'You have reached your storage limit of 10 GB. Delete files you no longer need, then try again.',
  );
  expect(errorText(quota, 'fr')).toMatch(/^Vous avez atteint votre limite de stockage de 10 GB\./);
});
