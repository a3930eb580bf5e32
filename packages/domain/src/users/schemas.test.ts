import { describe, expect, it } from 'vitest';
import {
  createPermissionSchema,
  createUserSchema,
  passwordWithConfirmationSchema,
  signUpSchema,
  updateUserSchema,
  updateUserTypeSchema,
} from './schemas';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('signUpSchema', () => {
  it('normalises the e-mail and accepts a strong password', () => {
    const r = signUpSchema.parse({
      email: '  Ana@Example.CA ',
      password: 'Str0ng!pass',
      firstName: 'Ana',
      lastName: 'Roy',
      acceptTerms: true,
    });
    expect(r.email).toBe('ana@example.ca');
  });
  it('answers message keys per field', () => {
    const r = signUpSchema.safeParse({
      email: 'nope',
      password: 'weak',
      firstName: ' ',
      lastName: 'x',
      acceptTerms: true,
    });
    expect(messages(r)).toEqual({ email: 'email', password: 'passwordRules', firstName: 'required' });
  });
  it('refuses a common password dressed up to meet the rule, with its own message', () => {
    const base = { email: 'a@b.ca', firstName: 'A', lastName: 'B', acceptTerms: true };
    expect(messages(signUpSchema.safeParse({ ...base, password: 'P@ssw0rd2024!' }))).toEqual({
      password: 'passwordCommon',
    });
    expect(signUpSchema.safeParse({ ...base, password: 'Correct-Horse-9!' }).success).toBe(true);
  });
  it('needs the terms box ticked', () => {
    const base = { email: 'a@b.ca', password: 'Str0ng!pass', firstName: 'A', lastName: 'B' };
    expect(messages(signUpSchema.safeParse(base))).toEqual({ acceptTerms: 'termsRequired' });
    expect(messages(signUpSchema.safeParse({ ...base, acceptTerms: false }))).toEqual({
      acceptTerms: 'termsRequired',
    });
  });
  it('refuses staff types chosen by the user', () => {
    const r = signUpSchema.safeParse({
      email: 'a@b.ca',
      password: 'Str0ng!pass',
      firstName: 'A',
      lastName: 'B',
      userType: 'ADMIN',
      acceptTerms: true,
    });
    expect(messages(r)).toEqual({ userType: 'invalidChoice' });
  });
});

describe('updateUserSchema', () => {
  it('stores phone digits and an upper-case postal code', () => {
    const r = updateUserSchema.parse({ phone: '+1 (416) 555-0199', zip_code: 'm5v 2t6' });
    expect(r).toMatchObject({ phone: '4165550199', zip_code: 'M5V2T6' });
  });
  it('rejects a bad phone, a long postal code, and a minimum above the maximum budget', () => {
    const r = updateUserSchema.safeParse({
      phone: '12345',
      zip_code: 'M5V2T6X',
      budget: 1000,
      min_budget: 2000,
    });
    expect(messages(r)).toMatchObject({ phone: 'phone', zip_code: 'zipCode' });
    const r2 = updateUserSchema.safeParse({ budget: 1000, min_budget: 2000 });
    expect(messages(r2)).toEqual({ min_budget: 'invalid' });
  });
  it("accepts as avatar only the whole address of a stored file, or '' to remove it", () => {
    const id = '0f8a3c1e-2b4d-4e6f-8a9b-1c2d3e4f5a6b';
    for (const avatarUrl of [`/files/${id}`, '', null]) {
      expect(updateUserSchema.safeParse({ avatarUrl }).success).toBe(true);
    }
    for (const avatarUrl of [
      `https://evil.example/x?/files/${id}`,
      `https://evil.example/files/${id}`,
      `//evil.example/files/${id}`,
      `/files/${id}/../../evil`,
      `/files/${id}?next=https://evil.example`,
      `/files/${id}" onerror="alert(1)`,
      `/files/${id}x`,
    ]) {
      expect(messages(updateUserSchema.safeParse({ avatarUrl })), avatarUrl).toEqual({
        avatarUrl: 'invalid',
      });
    }
  });
  it('bounds numbers', () => {
    expect(messages(updateUserSchema.safeParse({ credit_score: 299 }))).toEqual({ credit_score: 'min' });
    expect(messages(updateUserSchema.safeParse({ credit_score: 901 }))).toEqual({ credit_score: 'max' });
    expect(updateUserSchema.safeParse({ credit_score: 900 }).success).toBe(true);
  });
});

it('passwordWithConfirmationSchema reports a mismatch on the confirmation field', () => {
  const r = passwordWithConfirmationSchema.safeParse({
    password: 'Str0ng!pass',
    confirmPassword: 'Other!1a',
  });
  expect(messages(r)).toEqual({ confirmPassword: 'passwordMismatch' });
});

it('updateUserTypeSchema accepts every user type and nothing else', () => {
  expect(updateUserTypeSchema.safeParse({ email: 'a@b.ca', userType: 'SUB_ADMIN' }).success).toBe(true);
  expect(updateUserTypeSchema.safeParse({ email: 'a@b.ca', userType: 'OWNER' }).success).toBe(false);
});

describe('createUserSchema', () => {
  const valid = { email: ' New@Example.CA ', firstName: 'Ana', lastName: 'Roy', userType: 'LANDLORD' };
  it('takes an empty password as none, so the account is invited to choose one', () => {
    const r = createUserSchema.parse({ ...valid, password: '' });
    expect(r).toMatchObject({ email: 'new@example.ca', userType: 'LANDLORD' });
    expect(r.password).toBeUndefined();
  });
  it('holds a given password to the sign-up rule and the type to the list', () => {
    expect(messages(createUserSchema.safeParse({ ...valid, password: 'weak', userType: 'OWNER' }))).toEqual({
      password: 'passwordRules',
      userType: 'invalidChoice',
    });
    expect(createUserSchema.parse({ ...valid, password: 'Str0ng!pass' }).password).toBe('Str0ng!pass');
  });
});

describe('createPermissionSchema', () => {
  const flags = { add: false, edit: true, delete: false, view: true };
  const userId = '5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69';
  it('accepts a set with each module once, an empty set too', () => {
    expect(createPermissionSchema.safeParse({ userId, permissionData: [] }).success).toBe(true);
    expect(
      createPermissionSchema.safeParse({
        userId,
        permissionData: [
          { module: 'users', ...flags },
          { module: 'blogs', ...flags },
        ],
      }).success,
    ).toBe(true);
  });
  it('refuses a module given twice, an unknown module and a bad user id', () => {
    expect(
      messages(
        createPermissionSchema.safeParse({
          userId: 'nope',
          permissionData: [
            { module: 'users', ...flags },
            { module: 'users', ...flags },
          ],
        }),
      ),
    ).toEqual({ userId: 'invalid', permissionData: 'invalid' });
    expect(
      messages(
        createPermissionSchema.safeParse({ userId, permissionData: [{ module: 'payments', ...flags }] }),
      ),
    ).toEqual({ 'permissionData.0.module': 'invalidChoice' });
  });
});
