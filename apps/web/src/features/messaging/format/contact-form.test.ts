import { expect, it } from 'vitest';
import { contactFormSchema } from './contact-form';

const LISTING = '7d0c1c1e-0000-4000-8000-000000000001';

it('sends empty optional details as absent and the household size as the number typed', () => {
  const schema = contactFormSchema(LISTING);
  expect(schema.parse({ text: ' Hello ', moveInDate: '', householdSize: '' })).toEqual({
    listing: LISTING,
    text: 'Hello',
  });
  expect(schema.parse({ text: 'Hi', moveInDate: '2030-07-01', householdSize: '3' })).toMatchObject({
    moveInDate: '2030-07-01',
    householdSize: 3,
  });
  expect(schema.safeParse({ text: 'Hi', moveInDate: '', householdSize: '2.5' }).success).toBe(false);
});
