import { describe, expect, it } from 'vitest';
import {
  canadianPhoneDigits,
  dashboardPath,
  formatPhone,
  hasModulePermission,
  isStaff,
  isStrongPassword,
  listYourPropertyPath,
  needsFirstLoginChoice,
  slugify,
} from './rules';

describe('isStrongPassword', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Ab1!', false],
    [`Aa1!${'x'.repeat(124)}`, true],
    [`Aa1!${'x'.repeat(125)}`, false],
  ])('%s -> %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('hasModulePermission', () => {
  const sub = {
    userType: 'SUB_ADMIN' as const,
    permissions: [{ module: 'listings' as const, add: false, edit: true, delete: false, view: true }],
  };
  it('gives an admin every action', () => {
    expect(hasModulePermission({ userType: 'ADMIN' }, 'helpCenter', 'delete')).toBe(true);
  });
  it('reads a sub-admin flags per module and action', () => {
    expect(hasModulePermission(sub, 'listings', 'edit')).toBe(true);
    expect(hasModulePermission(sub, 'listings', 'delete')).toBe(false);
    expect(hasModulePermission(sub, 'users', 'view')).toBe(false);
  });
  it('denies everyone else, and nobody', () => {
    expect(hasModulePermission({ userType: 'LANDLORD' }, 'listings', 'view')).toBe(false);
    expect(hasModulePermission(null, 'listings', 'view')).toBe(false);
  });
});

describe('role routing', () => {
  it('sends List Your Property by role', () => {
    expect(listYourPropertyPath({ userType: 'LANDLORD' })).toBe('/building');
    expect(listYourPropertyPath({ userType: 'SUB_ADMIN' })).toBe('/listings');
    expect(listYourPropertyPath({ userType: 'RENTER' })).toBeNull();
    expect(listYourPropertyPath(null)).toBeNull();
  });
  it('gives staff and landlords a dashboard', () => {
    expect(dashboardPath({ userType: 'ADMIN' })).toBe('/dashboards');
    expect(dashboardPath({ userType: 'LANDLORD' })).toBe('/building');
    expect(dashboardPath({ userType: 'RENTER' })).toBeNull();
  });
  it('flags only unverified accounts for the first-login choice', () => {
    expect(needsFirstLoginChoice({ userType: 'UNVERIFIED' })).toBe(true);
    expect(needsFirstLoginChoice({ userType: 'GUEST' })).toBe(false);
  });
  it('knows who is staff', () => {
    expect(isStaff({ userType: 'SUB_ADMIN' })).toBe(true);
    expect(isStaff({ userType: 'LANDLORD' })).toBe(false);
  });
});

describe('phones', () => {
  it('accepts 10 digits or 11 starting with 1', () => {
    expect(canadianPhoneDigits('(416) 555-0199')).toBe('4165550199');
    expect(canadianPhoneDigits('1-416-555-0199')).toBe('4165550199');
    expect(canadianPhoneDigits('2-416-555-0199')).toBeNull();
    expect(canadianPhoneDigits('555-0199')).toBeNull();
  });
  it('formats as +1 (xxx)xxx-xxxx', () => {
    expect(formatPhone('4165550199')).toBe('+1 (416)555-0199');
    expect(formatPhone('14165550199')).toBe('+1 (416)555-0199');
    expect(formatPhone('123')).toBe('123');
  });
});

it('slugify lowercases and hyphenates spaces', () => {
  expect(slugify('  Quebec City  Downtown ')).toBe('quebec-city-downtown');
});
