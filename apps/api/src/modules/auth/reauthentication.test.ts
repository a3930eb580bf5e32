import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '@rentals/domain/auth/totp';
import { accountDeletionRequests } from '../../db/schema/data-rights';
import { twoFactorSecrets } from '../../db/schema/two-factor';
import { sessions } from '../../db/schema/users';
import { TEST_PASSWORD, type CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { deletionMails } from '../data-rights/test-data-rights';

/*
 * 'Confirm it is you' before deleting the account or turning two-factor off: a password account
 * gives its password; an account opened by hosted login has none, and is confirmed by a session
 * opened within the last 10 minutes.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DELETE_WITHOUT_PASSWORD = 'mutation { requestAccountDeletion { dueAt } }';
const DISABLE_WITH_CODE = 'mutation($c: String!) { disableTwoFactor(code: $c) }';
const DISABLE = 'mutation($p: String, $c: String!) { disableTwoFactor(password: $p, code: $c) }';
const HAS_PASSWORD = '{ currentUser { hasPassword } }';

/** Dates the user's sessions `minutes` ago, as if they had signed in then. */
async function signedInMinutesAgo(who: CreatedUser, minutes: number) {
  await api.deps.db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.userId, who.user.id));
}

const currentCode = (who: CreatedUser) => totpCode(who.twoFactorSecret!, totpStep(Date.now()));

async function twoFactorOn(who: CreatedUser) {
  const [row] = await api.deps.db
    .select({ enabledAt: twoFactorSecrets.enabledAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, who.user.id));
  return Boolean(row?.enabledAt);
}

async function deletionRequested(who: CreatedUser) {
  const rows = await api.deps.db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.userId, who.user.id));
  return rows.length === 1;
}

describe('hasPassword', () => {
  it('tells users themselves whether their account has a password', async () => {
    const local = await api.factories.user();
    const hosted = await api.factories.user({ password: false });
    const mine = (who: CreatedUser) => api.execute(HAS_PASSWORD, {}, { token: who.token });
    expect((await mine(local)).data).toEqual({ currentUser: { hasPassword: true } });
    expect((await mine(hosted)).data).toEqual({ currentUser: { hasPassword: false } });
  });

  it('answers null to staff reading someone else', async () => {
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const hosted = await api.factories.user({ password: false });
    const r = await api.execute(
      'query($id: ID!) { user(id: $id) { id hasPassword } }',
      { id: hosted.user.id },
      { token: admin.token },
    );
    expect(r.data).toEqual({ user: { id: hosted.user.id, hasPassword: null } });
  });
});

describe('deleting an account without a password', () => {
  it('is confirmed by a sign-in within the last 10 minutes', async () => {
    const hosted = await api.factories.user({ password: false });
    await signedInMinutesAgo(hosted, 9);
    const r = await api.execute(DELETE_WITHOUT_PASSWORD, {}, { token: hosted.token });
    expect(r.errors).toBeUndefined();
    expect(await deletionRequested(hosted)).toBe(true);
    expect(await deletionMails(api, hosted.user.email)).toHaveLength(1);
  });

  it('asks an older session to sign in again, in its language, and schedules nothing', async () => {
    const hosted = await api.factories.user({ password: false, locale: 'fr' });
    await signedInMinutesAgo(hosted, 11);
    const r = await api.execute(DELETE_WITHOUT_PASSWORD, {}, { token: hosted.token });
    expect(errorCodes(r)).toEqual(['REAUTHENTICATION_REQUIRED']);
    expect(r.errors![0]!.message).toBe(
      'Confirmez qu’il s’agit bien de vous : reconnectez-vous, puis réessayez dans les 10 minutes.',
    );
    expect(r.errors![0]!.extensions).toMatchObject({ params: { minutes: 10 } });
    expect(await deletionRequested(hosted)).toBe(false);
    expect(await deletionMails(api, hosted.user.email)).toHaveLength(0);
  });

  it('still asks a password account for its password, however fresh its session', async () => {
    const local = await api.factories.user();
    const r = await api.execute(DELETE_WITHOUT_PASSWORD, {}, { token: local.token });
    expect(errorCodes(r)).toEqual(['INVALID_PASSWORD']);
    expect(await deletionRequested(local)).toBe(false);
  });
});

describe('turning two-factor off without a password', () => {
  it('takes a current code from a session opened within the last 10 minutes', async () => {
    const hosted = await api.factories.user({ password: false, twoFactor: true });
    await signedInMinutesAgo(hosted, 1);
    const r = await api.execute(DISABLE_WITH_CODE, { c: currentCode(hosted) }, { token: hosted.token });
    expect(r.data).toEqual({ disableTwoFactor: true });
    expect(await twoFactorOn(hosted)).toBe(false);
  });

  it('asks an older session to sign in again, keeps two-factor on and the code unused', async () => {
    const hosted = await api.factories.user({ password: false, twoFactor: true });
    await signedInMinutesAgo(hosted, 30);
    const code = currentCode(hosted);
    const r = await api.execute(DISABLE_WITH_CODE, { c: code }, { token: hosted.token });
    expect(errorCodes(r)).toEqual(['REAUTHENTICATION_REQUIRED']);
    expect(await twoFactorOn(hosted)).toBe(true);
    // Signed in again: the same code still works, it was not spent by the refused attempt.
    await signedInMinutesAgo(hosted, 0);
    const again = await api.execute(DISABLE_WITH_CODE, { c: code }, { token: hosted.token });
    expect(again.data).toEqual({ disableTwoFactor: true });
  });

  it('still needs the code', async () => {
    const hosted = await api.factories.user({ password: false, twoFactor: true });
    const r = await api.execute(DISABLE_WITH_CODE, { c: '000000' }, { token: hosted.token });
    expect(errorCodes(r)).toEqual(['TWO_FACTOR_CODE_INVALID']);
    expect(await twoFactorOn(hosted)).toBe(true);
  });

  it('still asks a password account for its password', async () => {
    const local = await api.factories.user({ twoFactor: true });
    const missing = await api.execute(DISABLE, { c: currentCode(local) }, { token: local.token });
    expect(errorCodes(missing)).toEqual(['INVALID_PASSWORD']);
    expect(await twoFactorOn(local)).toBe(true);
    const given = await api.execute(
      DISABLE,
      { p: TEST_PASSWORD, c: currentCode(local) },
      { token: local.token },
    );
    expect(given.data).toEqual({ disableTwoFactor: true });
  });
});
