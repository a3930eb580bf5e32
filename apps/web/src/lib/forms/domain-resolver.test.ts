import { updateUserSchema } from '@rentals/domain/users/schemas';
import { expect, it } from 'vitest';
import { domainResolver } from './domain-resolver';

const resolve = (values: Record<string, unknown>) =>
  domainResolver(updateUserSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

it('keeps the bound of a too-small or too-big number for the message', async () => {
  const { errors } = await resolve({ credit_score: 120, flatmates: 25 });
  expect(errors.credit_score).toMatchObject({ message: 'min', types: { min: '300' } });
  expect(errors.flatmates).toMatchObject({ message: 'max', types: { max: '20' } });
});

it('answers the parsed values when valid', async () => {
  const { values, errors } = await resolve({ phone: '416 555 0199' });
  expect(errors).toEqual({});
  expect(values).toEqual({ phone: '4165550199' });
});
