import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { totpCode, totpStep } from '@rentals/domain/auth/totp';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor';
import { TEST_PASSWORD, type CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';

/*
 * Enrolment, the log-in code step, recovery codes and turning two-factor off, through the API.
 * Codes are computed from the secret at the (faked) clock, as an authenticator app would.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const START = 'mutation { startTwoFactorSetup { secret otpauthUri } }';
const CONFIRM = 'mutation($c: String!) { confirmTwoFactorSetup(code: $c) }';
const STATUS = '{ twoFactorStatus { enabled required recoveryCodesLeft } }';
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } twoFactorChallenge } }`;
const COMPLETE = `mutation($ch: String!, $c: String!) { completeTwoFactorLogin(challenge: $ch, code: $c) { token user { id } } }`;
const DISABLE = 'mutation($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) }';
const REGENERATE = 'mutation($c: String!) { regenerateRecoveryCodes(code: $c) }';
const ME = '{ currentUser { id } }';

type Login = {
  login: { token: string | null; user: { id: string } | null; twoFactorChallenge: string | null };
};

/** The clock at the start of a fresh 30-second step, so a test's codes never straddle two steps. */
let clock = Date.UTC(2026, 10, 27, 12, 0, 0);
function freshStep(): number {
  clock += 3 * 30_000;
  vi.useFakeTimers({ toFake: ['Date'], now: clock });
  return totpStep(clock);
}

const codeOf = (secret: string, step: number) => totpCode(secret, step);

async function enrolled(who?: CreatedUser) {
  const user = who ?? (await api.factories.user({ userType: 'RENTER' }));
  const start = await api.execute<{ startTwoFactorSetup: { secret: string; otpauthUri: string } }>(
    START,
    {},
    { token: user.token },
  );
  const { secret } = start.data!.startTwoFactorSetup;
  const step = freshStep();
  const confirm = await api.execute<{ confirmTwoFactorSetup: string[] }>(
    CONFIRM,
    { c: codeOf(secret, step) },
    { token: user.token },
  );
  expect(confirm.errors).toBeUndefined();
  return { ...user, secret, recoveryCodes: confirm.data!.confirmTwoFactorSetup };
}

async function challengeFor(email: string): Promise<string> {
  const r = await api.execute<Login>(LOGIN, { e: email, p: TEST_PASSWORD });
  expect(r.errors).toBeUndefined();
  expect(r.data!.login.token).toBeNull();
  return r.data!.login.twoFactorChallenge!;
}

describe('enrolment', () => {
  it('makes the secret on the server, stores it encrypted and turns on with the first code', async () => {
    const user = await api.factories.user();
    const start = await api.execute<{ startTwoFactorSetup: { secret: string; otpauthUri: string } }>(
      START,
      {},
      { token: user.token },
    );
    const { secret, otpauthUri } = start.data!.startTwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(encodeURIComponent(user.user.email));
    const [row] = await api.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.user.id));
    expect(row!.secretEncrypted).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await api.execute(
      CONFIRM,
      { c: '000000' === codeOf(secret, freshStep()) ? '111111' : '000000' },
      { token: user.token },
    );
    expect(errorCodes(wrong)).toEqual(['TWO_FACTOR_CODE_INVALID']);

    const step = freshStep();
    const confirm = await api.execute<{ confirmTwoFactorSetup: string[] }>(
      CONFIRM,
      { c: codeOf(secret, step) },
      { token: user.token },
    );
    expect(confirm.data!.confirmTwoFactorSetup).toHaveLength(10);
    const status = await api.execute(STATUS, {}, { token: user.token });
    expect(status.data).toEqual({
      twoFactorStatus: { enabled: true, required: false, recoveryCodesLeft: 10 },
    });
    const stored = await api.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.user.id));
    expect(stored.map((c) => c.codeHash)).not.toContain(confirm.data!.confirmTwoFactorSetup[0]);
  });

  it('refuses a second set-up while two-factor is on', async () => {
    const user = await enrolled();
    expect(errorCodes(await api.execute(START, {}, { token: user.token }))).toEqual([
      'TWO_FACTOR_ALREADY_ENABLED',
    ]);
  });

  it('answers a field error in the caller language for a code of the wrong shape', async () => {
    const user = await api.factories.user({ locale: 'fr' });
    const r = await api.execute(
      CONFIRM,
      { c: '12ab' },
      { token: user.token, headers: { 'accept-language': 'fr' } },
    );
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
  });
});

describe('log-in with two-factor', () => {
  it('answers a challenge instead of a session, and the code opens the session', async () => {
    const user = await enrolled();
    const challenge = await challengeFor(user.user.email);
    const step = freshStep();
    const done = await api.execute<{ completeTwoFactorLogin: { token: string; user: { id: string } } }>(
      COMPLETE,
      {
        ch: challenge,
        c: codeOf(user.secret, step),
      },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeTwoFactorLogin.user.id).toBe(user.user.id);
    const me = await api.execute(ME, {}, { token: done.data!.completeTwoFactorLogin.token });
    expect(me.data).toEqual({ currentUser: { id: user.user.id } });
    // The challenge served once.
    const again = await api.execute(COMPLETE, { ch: challenge, c: codeOf(user.secret, step + 1) });
    expect(errorCodes(again)).toEqual(['TWO_FACTOR_CHALLENGE_INVALID']);
  });

  it('refuses a code reused within its window, in en and fr, and changes nothing', async () => {
    const user = await enrolled();
    const step = freshStep();
    const code = codeOf(user.secret, step);
    const first = await api.execute(COMPLETE, { ch: await challengeFor(user.user.email), c: code });
    expect(first.errors).toBeUndefined();
    const sessionsBefore = await api.execute(ME, {}, { token: user.token });

    const challenge = await challengeFor(user.user.email);
    const reused = await api.execute(COMPLETE, { ch: challenge, c: code });
    expect(errorCodes(reused)).toEqual(['TWO_FACTOR_CODE_REUSED']);
    expect(reused.errors![0]!.message).toBe(
      'This code was already used. Wait for the next code in your app.',
    );
    const fr = await api.execute(
      COMPLETE,
      { ch: challenge, c: code },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(fr.errors?.[0]?.message).toBe(
      'Ce code a déjà été utilisé. Attendez le prochain code dans votre application.',
    );
    // An older step of the window is refused too, and the challenge still waits for a good code.
    expect(
      errorCodes(await api.execute(COMPLETE, { ch: challenge, c: codeOf(user.secret, step - 1) })),
    ).toEqual(['TWO_FACTOR_CODE_REUSED']);
    expect((await api.execute(ME, {}, { token: user.token })).data).toEqual(sessionsBefore.data);
    const next = await api.execute(COMPLETE, { ch: challenge, c: codeOf(user.secret, step + 1) });
    expect(next.errors).toBeUndefined();
  });

  it('refuses a wrong code and an expired challenge', async () => {
    const user = await enrolled();
    const step = freshStep();
    const challenge = await challengeFor(user.user.email);
    expect(
      errorCodes(await api.execute(COMPLETE, { ch: challenge, c: codeOf(user.secret, step + 3) })),
    ).toEqual(['TWO_FACTOR_CODE_INVALID']);
    vi.setSystemTime(clock + 6 * 60_000);
    expect(
      errorCodes(
        await api.execute(COMPLETE, { ch: challenge, c: codeOf(user.secret, totpStep(Date.now())) }),
      ),
    ).toEqual(['TWO_FACTOR_CHALLENGE_INVALID']);
  });

  it('takes each recovery code once', async () => {
    const user = await enrolled();
    const [code] = user.recoveryCodes;
    const first = await api.execute(COMPLETE, {
      ch: await challengeFor(user.user.email),
      c: code!.toLowerCase(),
    });
    expect(first.errors).toBeUndefined();
    const second = await api.execute(COMPLETE, { ch: await challengeFor(user.user.email), c: code! });
    expect(errorCodes(second)).toEqual(['TWO_FACTOR_CODE_INVALID']);
    const status = await api.execute(STATUS, {}, { token: user.token });
    expect(status.data).toMatchObject({ twoFactorStatus: { recoveryCodesLeft: 9 } });
  });

  it('regenerates the recovery codes for a current code; the old ones stop working', async () => {
    const user = await enrolled();
    const step = freshStep();
    const r = await api.execute<{ regenerateRecoveryCodes: string[] }>(
      REGENERATE,
      { c: codeOf(user.secret, step) },
      { token: user.token },
    );
    expect(r.data!.regenerateRecoveryCodes).toHaveLength(10);
    expect(r.data!.regenerateRecoveryCodes).not.toContain(user.recoveryCodes[0]);
    const old = await api.execute(COMPLETE, {
      ch: await challengeFor(user.user.email),
      c: user.recoveryCodes[0]!,
    });
    expect(errorCodes(old)).toEqual(['TWO_FACTOR_CODE_INVALID']);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a current code', async () => {
    const user = await enrolled();
    const step = freshStep();
    const noPassword = await api.execute(
      DISABLE,
      { p: 'Wrong!pass1', c: codeOf(user.secret, step) },
      { token: user.token },
    );
    expect(errorCodes(noPassword)).toEqual(['INVALID_PASSWORD']);
    const noCode = await api.execute(
      DISABLE,
      { p: TEST_PASSWORD, c: codeOf(user.secret, step + 3) },
      { token: user.token },
    );
    expect(errorCodes(noCode)).toEqual(['TWO_FACTOR_CODE_INVALID']);
    expect((await api.execute(STATUS, {}, { token: user.token })).data).toMatchObject({
      twoFactorStatus: { enabled: true },
    });

    const off = await api.execute(
      DISABLE,
      { p: TEST_PASSWORD, c: codeOf(user.secret, step) },
      { token: user.token },
    );
    expect(off.data).toEqual({ disableTwoFactor: true });
    const login = await api.execute<Login>(LOGIN, { e: user.user.email, p: TEST_PASSWORD });
    expect(login.data!.login.token).toEqual(expect.any(String));
    expect(login.data!.login.twoFactorChallenge).toBeNull();
  });
});
