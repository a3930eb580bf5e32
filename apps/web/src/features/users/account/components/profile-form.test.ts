import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../lib/session/session-context';
import { profileFormSchema, toFormValues } from './profile-form';

const user: CurrentUser = {
  __typename: 'User',
  id: 'u1',
  email: 'ana@example.ca',
  firstName: 'Ana',
  lastName: 'Roy',
  legalName: null,
  phone: '4165550199',
  userType: 'RENTER',
  avatarUrl: null,
  city: null,
  industry: null,
  occupation: null,
  bio: null,
  gender: null,
  locale: 'fr',
  budget: 2000,
  min_budget: null,
  moveIn: null,
  roommate: null,
  credit_score: null,
  householdIncome: null,
  flatmates: null,
  zip_code: null,
  notify: true,
  verified: false,
  isFirstLogin: false,
  permissions: [],
};

describe('profile form', () => {
  it('shows the stored phone in the display format and empty values as empty inputs', () => {
    const values = toFormValues(user);
    expect(values.phone).toBe('+1 (416)555-0199');
    expect(values.budget).toBe('2000');
    expect(values.min_budget).toBe('');
    expect(values.roommate).toBe(false);
  });

  it('turns inputs back into UpdateUserInput: empty clears, numbers are numbers', () => {
    const values = { ...toFormValues(user), city: '  ', credit_score: '720', zip_code: 'k1p 5g4' };
    expect(profileFormSchema.parse(values)).toMatchObject({
      phone: '4165550199',
      city: null,
      credit_score: 720,
      zip_code: 'K1P5G4',
      min_budget: null,
      budget: 2000,
      locale: 'fr',
    });
  });

  it('reports the shared message keys on the fields', () => {
    const result = profileFormSchema.safeParse({ ...toFormValues(user), phone: '123', credit_score: '12' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'phone'],
      ['credit_score', 'min'],
    ]);
  });
});
