import { describe, expect, it } from 'vitest';
import { STAFF_MODULES } from './enums';
import {
  actsAsStaff,
  avatarFileId,
  canadianPhoneDigits,
  dashboardPath,
  firstLoginDestination,
  formatPhone,
  grantedActions,
  hasModulePermission,
  isStaff,
  isStrongPassword,
  listYourPropertyPath,
  mayChangeUserTypeOf,
  mayCreateUserOfType,
  mayDeleteUser,
  mayEditProfileOf,
  mayManageStaff,
  needsFirstLoginChoice,
  permissionMatrix,
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
  it('takes a new landlord to the dashboard and a new renter to the search', () => {
    expect(firstLoginDestination('LANDLORD')).toBe('/building');
    expect(firstLoginDestination('RENTER')).toBe('/search');
  });
  it('knows who is staff', () => {
    expect(isStaff({ userType: 'SUB_ADMIN' })).toBe(true);
    expect(isStaff({ userType: 'LANDLORD' })).toBe(false);
  });
  it.each([
    ['ADMIN', true, true],
    ['SUB_ADMIN', true, true],
    ['ADMIN', false, false],
    ['SUB_ADMIN', false, false],
    ['LANDLORD', true, false],
  ] as const)('%s with two-factor %s acts as staff: %s', (userType, twoFactorEnabled, expected) => {
    expect(actsAsStaff({ userType, twoFactorEnabled })).toBe(expected);
  });
  it('does not act as staff for nobody', () => {
    expect(actsAsStaff(null)).toBe(false);
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

describe('user management', () => {
  const admin = { id: 'a', userType: 'ADMIN' as const };
  const usersManager = {
    id: 's',
    userType: 'SUB_ADMIN' as const,
    permissions: [{ module: 'users' as const, add: true, edit: false, delete: true, view: true }],
  };
  const viewer = {
    ...usersManager,
    permissions: [{ ...usersManager.permissions[0]!, add: false, delete: false }],
  };

  it('lets staff with users add create accounts, and only an admin create staff', () => {
    expect(mayCreateUserOfType(usersManager, 'LANDLORD')).toBe(true);
    expect(mayCreateUserOfType(usersManager, 'SUB_ADMIN')).toBe(false);
    expect(mayCreateUserOfType(usersManager, 'ADMIN')).toBe(false);
    expect(mayCreateUserOfType(admin, 'SUB_ADMIN')).toBe(true);
    expect(mayCreateUserOfType(viewer, 'RENTER')).toBe(false);
    expect(mayCreateUserOfType({ userType: 'LANDLORD' }, 'RENTER')).toBe(false);
  });

  it('lets staff with users delete remove accounts, never their own, and staff only by an admin', () => {
    expect(mayDeleteUser(usersManager, { id: 'r', userType: 'RENTER' })).toBe(true);
    expect(mayDeleteUser(usersManager, { id: 'x', userType: 'SUB_ADMIN' })).toBe(false);
    expect(mayDeleteUser(usersManager, { id: 's', userType: 'SUB_ADMIN' })).toBe(false);
    expect(mayDeleteUser(admin, { id: 'x', userType: 'ADMIN' })).toBe(true);
    expect(mayDeleteUser(admin, { id: 'a', userType: 'ADMIN' })).toBe(false);
    expect(mayDeleteUser(viewer, { id: 'r', userType: 'RENTER' })).toBe(false);
  });

  it("lets staff with users edit change others' profiles, and a staff account's only an admin", () => {
    const editor = { ...usersManager, permissions: [{ ...usersManager.permissions[0]!, edit: true }] };
    expect(mayEditProfileOf(editor, { id: 'r', userType: 'RENTER' })).toBe(true);
    expect(mayEditProfileOf(editor, { id: 'x', userType: 'SUB_ADMIN' })).toBe(false);
    expect(mayEditProfileOf(editor, { id: 'x', userType: 'ADMIN' })).toBe(false);
    expect(mayEditProfileOf(editor, { id: 's', userType: 'SUB_ADMIN' })).toBe(true);
    expect(mayEditProfileOf(admin, { id: 'x', userType: 'SUB_ADMIN' })).toBe(true);
    expect(mayEditProfileOf(usersManager, { id: 'r', userType: 'RENTER' })).toBe(false);
    expect(mayEditProfileOf(null, { id: 'r', userType: 'RENTER' })).toBe(false);
  });

  it("lets only an admin change someone else's type, and manage staff", () => {
    expect(mayChangeUserTypeOf(admin, { id: 'r' })).toBe(true);
    expect(mayChangeUserTypeOf(admin, { id: 'a' })).toBe(false);
    expect(mayChangeUserTypeOf(usersManager, { id: 'r' })).toBe(false);
    expect(mayManageStaff(admin)).toBe(true);
    expect(mayManageStaff(usersManager)).toBe(false);
    expect(mayManageStaff(null)).toBe(false);
  });

  it('fills the permission matrix with every module in order, missing ones without access', () => {
    const matrix = permissionMatrix(usersManager.permissions);
    expect(matrix).toHaveLength(STAFF_MODULES.length);
    expect(matrix[0]).toEqual({ module: 'listings', add: false, edit: false, delete: false, view: false });
    expect(matrix.find((p) => p.module === 'users')).toEqual(usersManager.permissions[0]);
    expect(grantedActions(matrix)).toEqual({ users: ['add', 'delete', 'view'] });
  });
});

describe('avatarFileId', () => {
  const id = '0f8a3c1e-2b4d-4e6f-8a9b-1c2d3e4f5a6b';
  it("names the file of a '/files/<id>' address", () => {
    expect(avatarFileId(`/files/${id}`)).toBe(id);
  });
  it('names no file for an address that only contains one', () => {
    for (const url of [
      `https://evil.example/x?/files/${id}`,
      `/x/files/${id}`,
      `/files/${id}/../../evil`,
      `/files/${id}?next=https://evil.example`,
      `/files/${id}\n`,
    ]) {
      expect(avatarFileId(url), url).toBeNull();
    }
  });
});
