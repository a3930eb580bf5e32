import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/mail';
import { sessions } from '../../db/schema/users';
import { holdMailWrites } from '../../test/held-mail';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { TEST_PASSWORD, type CreatedUser } from '../../test/factories';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const REQUEST = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { token user { id } } }`;
const CHANGE = `mutation($c: String!, $p: String!) { changePassword(currentPassword: $c, password: $p) { token } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const ME = `{ currentUser { id } }`;

/** Asks for a reset link and answers its token, read from the e-mail. */
async function resetLink(email: string): Promise<string> {
  expect((await api.execute(REQUEST, { e: email })).data).toEqual({ requestPasswordReset: true });
  await api.settle();
  const mails = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  return /confirm-password\?token=([\w-]+)/.exec(mails.at(-1)!.textBody)![1]!;
}

/** A second signed-in device of the user. */
async function anotherSession(user: CreatedUser['user']): Promise<string> {
  const r = await api.execute<{ login: { token: string } }>(LOGIN, {
    email: user.email,
    password: TEST_PASSWORD,
  });
  return r.data!.login.token;
}

const signedIn = async (token: string) => (await api.execute(ME, {}, { token })).data?.currentUser != null;

describe('reset requests', () => {
  it('answer a known address without waiting for its link to be written, as an unknown one', async () => {
    const { user } = await api.factories.user();
    const mail = holdMailWrites(api);
    try {
      // The unknown one first: the held link holds the embedded database's one connection.
      const unknown = await api.execute(REQUEST, { e: `nobody-${Date.now()}@example.test` });
      const known = await api.execute(REQUEST, { e: user.email });
      expect(known).toEqual(unknown);
      // The known address's link was being written, and still held, when both answers came.
      await mail.writeBegun();
    } finally {
      await mail.release();
    }
    const mails = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mails.map((m) => m.template)).toEqual(['password-reset']);
  });
});

describe('reset links', () => {
  it('work once: the second use of a link is refused', async () => {
    const { user } = await api.factories.user();
    const token = await resetLink(user.email);
    expect((await api.execute(RESET, { t: token, p: 'Reset!pass9' })).errors).toBeUndefined();
    expect(errorCodes(await api.execute(RESET, { t: token, p: 'Other!pass9' }))).toEqual([
      'RESET_TOKEN_INVALID',
    ]);
    expect((await api.execute(LOGIN, { email: user.email, password: 'Reset!pass9' })).errors).toBeUndefined();
  });

  it('all stop working once one of them is used', async () => {
    const { user } = await api.factories.user();
    const [first, second] = [await resetLink(user.email), await resetLink(user.email)];
    expect((await api.execute(RESET, { t: second, p: 'Reset!pass9' })).errors).toBeUndefined();
    expect(errorCodes(await api.execute(RESET, { t: first, p: 'Other!pass9' }))).toEqual([
      'RESET_TOKEN_INVALID',
    ]);
    expect((await api.execute(LOGIN, { email: user.email, password: 'Reset!pass9' })).errors).toBeUndefined();
  });

  it('sent before a password change are refused after it', async () => {
    const { user, token } = await api.factories.user();
    const link = await resetLink(user.email);
    const changed = await api.execute(CHANGE, { c: TEST_PASSWORD, p: 'Chang3d!pass' }, { token });
    expect(changed.errors).toBeUndefined();
    expect(errorCodes(await api.execute(RESET, { t: link, p: 'Reset!pass9' }))).toEqual([
      'RESET_TOKEN_INVALID',
    ]);
    expect(
      (await api.execute(LOGIN, { email: user.email, password: 'Chang3d!pass' })).errors,
    ).toBeUndefined();
  });

  it('sign out every session of the account, and sign in the device that used the link', async () => {
    const { user, token } = await api.factories.user();
    const other = await anotherSession(user);
    const reset = await api.execute<{ resetPassword: { token: string } }>(RESET, {
      t: await resetLink(user.email),
      p: 'Reset!pass9',
    });
    expect([await signedIn(token), await signedIn(other)]).toEqual([false, false]);
    expect(await signedIn(reset.data!.resetPassword.token)).toBe(true);
  });
});

describe('changePassword', () => {
  it('signs out the other sessions; this device keeps its session under a new token', async () => {
    const { user, token } = await api.factories.user();
    const other = await anotherSession(user);
    const [before] = await api.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
      .orderBy(sessions.createdAt)
      .limit(1);

    const r = await api.execute<{ changePassword: { token: string } }>(
      CHANGE,
      { c: TEST_PASSWORD, p: 'Chang3d!pass' },
      { token },
    );
    expect(r.errors).toBeUndefined();
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(r.data!.changePassword.token)).toBe(true);
    const open = await api.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(open).toEqual([before]);
  });
});
