import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_RULES } from '@rentals/domain/auth/attempt-rules';
import { emailOutbox } from '../../db/schema/mail';
import { sessions, users } from '../../db/schema/users';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/factories';
import { SIGN_UP, signUpAndConfirm } from './test-sign-up';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id } } }`;
const ME = `{ currentUser { id email } viewer { me { id } } }`;

let seq = 0;
const freshEmail = () => `person${++seq}-${Date.now()}@example.test`;

/** A new account with its session, signed up through the mailed link. */
const signUp = (email = freshEmail()) => signUpAndConfirm(api, email);

describe('signUp', () => {
  it('confirms through the mailed link: an UNVERIFIED account with the first-login flag, signed in', async () => {
    const { token, user } = await signUp(' New.Person@Example.TEST '.replace('Person', `P${Date.now()}`));
    expect(user).toMatchObject({ userType: 'UNVERIFIED', isFirstLogin: true, locale: 'en' });
    expect(user.email).toBe(user.email.toLowerCase());
    const me = await api.execute<{ currentUser: { id: string }; viewer: { me: { id: string } } }>(
      ME,
      {},
      { token },
    );
    expect(me.data?.currentUser.id).toBe(user.id);
    expect(me.data?.viewer.me.id).toBe(user.id);
  });

  it('takes the request language for a new account', async () => {
    const { user } = await signUpAndConfirm(
      api,
      freshEmail(),
      { firstName: 'Éloi' },
      { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } },
    );
    expect(user.locale).toBe('fr');
  });

  it('rejects a weak password with the field, key and message in the request language', async () => {
    const data = {
      email: freshEmail(),
      password: 'password',
      firstName: 'A',
      lastName: 'B',
      acceptTerms: true,
    };
    const r = await api.execute(SIGN_UP, { data }, { headers: { 'x-locale': 'fr' } });
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    expect(r.errors?.[0]?.extensions?.fields).toEqual([
      {
        path: 'password',
        key: 'passwordRules',
        message: expect.stringMatching(/^Le mot de passe doit contenir/),
      },
    ]);
    const [row] = await api.deps.db.select().from(users).where(eq(users.email, data.email));
    expect(row).toBeUndefined();
  });

  it('rejects one of the commonest passwords, dressed up to meet the rule, in English and French', async () => {
    for (const [locale, message] of [
      ['en', 'This password is one of the most common: choose one that is harder to guess'],
      ['fr', 'Ce mot de passe est parmi les plus courants : choisissez-en un plus difficile à deviner'],
    ] as const) {
      const r = await api.execute(
        SIGN_UP,
        {
          data: {
            email: freshEmail(),
            password: 'Toronto2026!',
            firstName: 'A',
            lastName: 'B',
            acceptTerms: true,
          },
        },
        { headers: { 'accept-language': locale } },
      );
      expect(r.errors?.[0]?.extensions?.fields).toMatchObject([
        { path: 'password', key: 'passwordCommon', message },
      ]);
    }
  });

  it('rejects a password over 128 characters and a self-chosen staff type', async () => {
    const long = await api.execute(SIGN_UP, {
      data: {
        email: freshEmail(),
        password: `Aa1!${'x'.repeat(130)}`,
        firstName: 'A',
        lastName: 'B',
        acceptTerms: true,
      },
    });
    expect(long.errors?.[0]?.extensions?.fields).toMatchObject([
      { path: 'password', key: 'passwordTooLong' },
    ]);
    const admin = await api.execute(SIGN_UP, {
      data: {
        email: freshEmail(),
        password: 'Str0ng!pass',
        firstName: 'A',
        lastName: 'B',
        userType: 'ADMIN',
        acceptTerms: true,
      },
    });
    expect(admin.errors?.[0]?.extensions?.fields).toMatchObject([{ path: 'userType', key: 'invalidChoice' }]);
  });

  it('stores the password as argon2id and the session token only as a hash', async () => {
    const { token, user } = await signUp();
    const [row] = await api.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const rows = await api.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});

describe('login and logout', () => {
  it('signs in, and logout revokes that session only', async () => {
    const email = freshEmail();
    const first = await signUp(email);
    const r = await api.execute<{ login: { token: string } }>(LOGIN, { email, password: 'Str0ng!pass' });
    const second = r.data!.login.token;
    expect((await api.execute(`mutation { logout }`, {}, { token: second })).data).toEqual({ logout: true });
    expect((await api.execute(ME, {}, { token: second })).data).toEqual({
      currentUser: null,
      viewer: { me: null },
    });
    expect(
      (await api.execute<{ currentUser: { id: string } }>(ME, {}, { token: first.token })).data?.currentUser
        .id,
    ).toBe(first.user.id);
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const email = freshEmail();
    await signUp(email);
    const wrong = await api.execute(LOGIN, { email, password: 'Wrong!pass1' });
    const unknown = await api.execute(LOGIN, { email: freshEmail(), password: 'Wrong!pass1' });
    expect(errorCodes(wrong)).toEqual(['INVALID_CREDENTIALS']);
    expect(unknown.errors?.[0]).toEqual(wrong.errors?.[0]);
  });

  it('makes an account wait after its free tries, even with the right password, from any address', async () => {
    const email = freshEmail();
    await signUp(email);
    for (let i = 0; i < LOGIN_RULES.account.freeAttempts; i++) {
      const r = await api.execute(
        LOGIN,
        { email, password: 'Wrong!pass1' },
        { headers: { 'x-forwarded-for': `10.1.0.${i}` } },
      );
      expect(errorCodes(r)).toEqual(['INVALID_CREDENTIALS']);
    }
    const blocked = await api.execute(
      LOGIN,
      { email, password: 'Str0ng!pass' },
      { headers: { 'x-forwarded-for': '10.9.9.9' } },
    );
    expect(errorCodes(blocked)).toEqual(['TOO_MANY_ATTEMPTS']);
    // The first wait is 30 seconds, counted from the fifth failure.
    const { seconds } = blocked.errors?.[0]?.extensions?.params as { seconds: number };
    expect(seconds).toBeGreaterThan(20);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(blocked.errors?.[0]?.message).toBe(`Too many attempts. Try again in ${seconds} seconds.`);
  });

  it('makes an address that tries many accounts wait', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < LOGIN_RULES.ip.freeAttempts; i++) {
      await api.execute(LOGIN, { email: freshEmail(), password: 'Wrong!pass1' }, { headers });
    }
    const email = freshEmail();
    await signUp(email);
    expect(errorCodes(await api.execute(LOGIN, { email, password: 'Str0ng!pass' }, { headers }))).toEqual([
      'TOO_MANY_ATTEMPTS',
    ]);
    const elsewhere = await api.execute(
      LOGIN,
      { email, password: 'Str0ng!pass' },
      { headers: { 'x-forwarded-for': '203.0.113.8' } },
    );
    expect(elsewhere.errors).toBeUndefined();
  });

  it('ignores a malformed or unknown bearer token instead of failing', async () => {
    for (const authorization of ['Bearer nope', 'Basic abc', `Bearer ${'x'.repeat(500)}`]) {
      const r = await api.execute(ME, {}, { headers: { authorization } });
      expect(r.data).toEqual({ currentUser: null, viewer: { me: null } });
    }
  });
});

describe('passwords', () => {
  const CHANGE = `mutation($c: String!, $p: String!) { changePassword(currentPassword: $c, password: $p) { token } }`;

  it('changePassword ends every other session and gives this one a new token', async () => {
    const { user, token } = await api.factories.user();
    const other = await api.execute<{ login: { token: string } }>(LOGIN, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const r = await api.execute<{ changePassword: { token: string } }>(
      CHANGE,
      { c: TEST_PASSWORD, p: 'N3w!password' },
      { token },
    );
    expect(r.errors).toBeUndefined();
    for (const old of [token, other.data!.login.token]) {
      expect((await api.execute(ME, {}, { token: old })).data?.currentUser).toBeNull();
    }
    expect(
      (await api.execute(ME, {}, { token: r.data!.changePassword.token })).data?.currentUser,
    ).not.toBeNull();
    expect(
      (await api.execute(LOGIN, { email: user.email, password: 'N3w!password' })).errors,
    ).toBeUndefined();
  });

  it('changePassword with a wrong current password changes nothing', async () => {
    const { user, token } = await api.factories.user();
    const r = await api.execute(CHANGE, { c: 'Wrong!pass1', p: 'N3w!password' }, { token });
    expect(errorCodes(r)).toEqual(['INVALID_PASSWORD']);
    expect((await api.execute(ME, {}, { token })).data?.currentUser).not.toBeNull();
    expect((await api.execute(LOGIN, { email: user.email, password: TEST_PASSWORD })).errors).toBeUndefined();
  });

  it('confirmPassword checks the current password', async () => {
    const { token } = await api.factories.user();
    const q = `mutation($p: String!) { confirmPassword(password: $p) }`;
    expect((await api.execute(q, { p: TEST_PASSWORD }, { token })).data).toEqual({ confirmPassword: true });
    expect(errorCodes(await api.execute(q, { p: 'Nope!nope1' }, { token }))).toEqual(['INVALID_PASSWORD']);
  });

  it('requestPasswordReset answers true for unknown e-mails and mails a link to known ones, in their language', async () => {
    const { user } = await api.factories.user({ locale: 'fr' });
    const q = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
    expect((await api.execute(q, { e: freshEmail() })).data).toEqual({ requestPasswordReset: true });
    expect((await api.execute(q, { e: user.email })).data).toEqual({ requestPasswordReset: true });
    await api.settle();
    const mails = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'password-reset',
      status: 'STORED',
      subject: 'Réinitialisez votre mot de passe',
    });
    const token = /confirm-password\?token=([\w-]+)/.exec(mails[0]!.textBody)?.[1];
    expect(token).toBeTruthy();

    const reset = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { token user { id } } }`;
    const weak = await api.execute(reset, { t: token, p: 'weak' });
    expect(errorCodes(weak)).toEqual(['VALIDATION_FAILED']);
    const ok = await api.execute<{ resetPassword: { user: { id: string } } }>(reset, {
      t: token,
      p: 'Reset!pass9',
    });
    expect(ok.data?.resetPassword.user.id).toBe(user.id);
    expect(errorCodes(await api.execute(reset, { t: token, p: 'Reset!pass9' }))).toEqual([
      'RESET_TOKEN_INVALID',
    ]);
    expect((await api.execute(LOGIN, { email: user.email, password: 'Reset!pass9' })).errors).toBeUndefined();
  });
});
