import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { totpCode, totpStep } from '@rentals/domain/auth/totp';
import { emailOutbox } from '../../db/schema/mail';
import { TEST_PASSWORD } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';

/*
 * Staff (ADMIN, SUB_ADMIN) without two-factor are refused their staff operations until they enrol,
 * which stays open to them; and a reset link alone does not open an account that has two-factor.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const USERS = '{ users(first: 1) { id } }';
const OWN_PERMISSIONS = '{ subAdminPermission { module } }';
const DASHBOARD = '{ adminDashboard { listings { total } } }';
const STATUS = '{ twoFactorStatus { enabled required } }';
const START = 'mutation { startTwoFactorSetup { secret } }';
const CONFIRM = 'mutation($c: String!) { confirmTwoFactorSetup(code: $c) }';
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token twoFactorChallenge } }`;

describe('staff without two-factor', () => {
  it.each(['ADMIN', 'SUB_ADMIN'] as const)(
    '%s: staff operations answer TWO_FACTOR_REQUIRED',
    async (userType) => {
      const staff = await api.factories.user({
        userType,
        twoFactor: false,
        permissions: [{ module: 'users', add: false, edit: false, delete: false, view: true }],
      });
      for (const query of [USERS, OWN_PERMISSIONS, DASHBOARD]) {
        const r = await api.execute(query, {}, { token: staff.token });
        expect([query, errorCodes(r)]).toEqual([query, ['TWO_FACTOR_REQUIRED']]);
      }
      const fr = await api.execute(USERS, {}, { token: staff.token, headers: { 'x-locale': 'fr' } });
      expect(fr.errors?.[0]?.message).toBe(
        'Les comptes du personnel doivent activer la connexion à deux facteurs avant d’utiliser l’espace d’administration.',
      );
    },
  );

  it('may enrol, and then has the staff operations back in the same session', async () => {
    const staff = await api.factories.user({ userType: 'ADMIN', twoFactor: false });
    expect((await api.execute(STATUS, {}, { token: staff.token })).data).toEqual({
      twoFactorStatus: { enabled: false, required: true },
    });
    const start = await api.execute<{ startTwoFactorSetup: { secret: string } }>(
      START,
      {},
      { token: staff.token },
    );
    const { secret } = start.data!.startTwoFactorSetup;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 27, 12, 0, 0) });
    const confirm = await api.execute(
      CONFIRM,
      { c: totpCode(secret, totpStep(Date.now())) },
      { token: staff.token },
    );
    expect(confirm.errors).toBeUndefined();
    expect((await api.execute(USERS, {}, { token: staff.token })).errors).toBeUndefined();
  });

  it('ends the sessions opened before enrolment, announcing it, and keeps the enrolling one', async () => {
    // The start of a 30-second step, so the code computed below stays current.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 30_000) * 30_000 });
    const staff = await api.factories.user({ userType: 'ADMIN', twoFactor: false });
    const before = await api.execute<{ login: { token: string } }>(LOGIN, {
      e: staff.user.email,
      p: TEST_PASSWORD,
    });
    const otherToken = before.data!.login.token;
    const publish = vi.spyOn(api.deps.pubsub, 'publish');
    const start = await api.execute<{ startTwoFactorSetup: { secret: string } }>(
      START,
      {},
      { token: staff.token },
    );
    const { secret } = start.data!.startTwoFactorSetup;
    const confirm = await api.execute(
      CONFIRM,
      { c: totpCode(secret, totpStep(Date.now())) },
      { token: staff.token },
    );
    expect(confirm.errors).toBeUndefined();
    expect(errorCodes(await api.execute(USERS, {}, { token: otherToken }))).toEqual(['UNAUTHENTICATED']);
    expect((await api.execute(USERS, {}, { token: staff.token })).errors).toBeUndefined();
    expect(publish).toHaveBeenCalledWith('session:revoked', { sessionIds: [expect.any(String)] });
    publish.mockRestore();
  });

  it('keeps the ordinary refusal for a role that never had the operation', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    expect(errorCodes(await api.execute(USERS, {}, { token: renter.token }))).toEqual(['NO_ACCESS']);
  });
});

describe('staff made by the factories', () => {
  it('come enrolled: their log-in asks for the code', async () => {
    const staff = await api.factories.user({ userType: 'SUB_ADMIN' });
    expect(staff.twoFactorSecret).toMatch(/^[A-Z2-7]+$/);
    const r = await api.execute<{ login: { token: string | null; twoFactorChallenge: string | null } }>(
      LOGIN,
      {
        e: staff.user.email,
        p: TEST_PASSWORD,
      },
    );
    expect(r.data!.login).toEqual({ token: null, twoFactorChallenge: expect.any(String) });
  });
});

describe('password reset with two-factor on', () => {
  it('sets the password but answers a challenge, not a session', async () => {
    const user = await api.factories.user({ twoFactor: true });
    await api.execute('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: user.user.email });
    await api.settle();
    const [mail] = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.user.email));
    const token = /confirm-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const r = await api.execute<{
      resetPassword: { token: string | null; twoFactorChallenge: string | null };
    }>(
      'mutation($t: String!) { resetPassword(token: $t, password: "Reset!pass9") { token twoFactorChallenge } }',
      { t: token },
    );
    expect(r.data!.resetPassword).toEqual({ token: null, twoFactorChallenge: expect.any(String) });
  });
});
