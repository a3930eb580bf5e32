import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOGIN_RULES } from '@rentals/domain/auth/attempt-rules';
import { rateLimits } from '../../db/schema/users';
import { createTestApi, errorCodes, type GraphQLResponse, type TestApi } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/factories';
import { verifyPassword } from './password';
import type * as PasswordModule from './password';

// Every password check goes through verifyPassword: counting its calls counts the checks.
vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
// A block, not an arrow returning the mock: Vitest would call a returned function as a cleanup.
beforeEach(() => {
  checks.mockClear();
});

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const WRONG = 'Wrong!pass1';
let seq = 0;
const from = () => ({ headers: { 'x-forwarded-for': `198.51.100.${++seq % 250}` } });

const login = (email: string, password: string, options = from()) =>
  api.execute<{ login: { token: string } }>(LOGIN, { email, password }, options);

const waitOf = (r: GraphQLResponse) => (r.errors?.[0]?.extensions?.params as { seconds?: number })?.seconds;

/** The wait of an account's counter ends now, as if its seconds had passed. */
async function endWait(email: string, secondsAgo = 1) {
  await api.deps.db
    .update(rateLimits)
    .set({ nextAt: sql`clock_timestamp() - make_interval(secs => ${secondsAgo})` })
    .where(eq(rateLimits.key, `login-account:${email}`));
}

describe('the log-in throttle', () => {
  it('lets 50 concurrent wrong passwords for one account reach the password check at most 5 times', async () => {
    const { user } = await api.factories.user();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(user.email, WRONG)));
    const codes = answers.map((r) => errorCodes(r)[0]);

    expect(checks.mock.calls.length).toBeLessThanOrEqual(LOGIN_RULES.account.freeAttempts);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(checks.mock.calls.length);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(50 - checks.mock.calls.length);
    // The right password waits too: the account is counted before anything is checked.
    checks.mockClear();
    expect(errorCodes(await login(user.email, TEST_PASSWORD))).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(checks).not.toHaveBeenCalled();
  });

  it('doubles the wait with each failure past the free tries, up to 5 minutes, without locking out', async () => {
    const { user } = await api.factories.user();
    for (let i = 0; i < LOGIN_RULES.account.freeAttempts; i++) {
      expect(errorCodes(await login(user.email, WRONG))).toEqual(['INVALID_CREDENTIALS']);
    }
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await login(user.email, WRONG);
      expect(errorCodes(refused)).toEqual(['TOO_MANY_ATTEMPTS']);
      waits.push(waitOf(refused)!);
      await endWait(user.email);
      // Once the wait is over, the next attempt is checked again.
      expect(errorCodes(await login(user.email, WRONG))).toEqual(['INVALID_CREDENTIALS']);
    }
    // Each wait is counted from the failure before it, so a second or two may have gone by.
    [30, 60, 120, 240, 300, 300].forEach((expected, i) => {
      expect(waits[i]).toBeGreaterThan(expected - 3);
      expect(waits[i]).toBeLessThanOrEqual(expected);
    });

    // The owner, once the wait is over, signs in, and the account starts over.
    await endWait(user.email);
    expect((await login(user.email, TEST_PASSWORD)).errors).toBeUndefined();
    for (let i = 0; i < LOGIN_RULES.account.freeAttempts; i++) {
      expect(errorCodes(await login(user.email, WRONG))).toEqual(['INVALID_CREDENTIALS']);
    }
  });

  it('answers an unknown e-mail exactly as a known one with a wrong password, dummy hash checked', async () => {
    const { user } = await api.factories.user();
    const unknown = `nobody-${Date.now()}@example.test`;
    for (let i = 0; i < LOGIN_RULES.account.freeAttempts; i++) {
      const [known, missing] = [await login(user.email, WRONG), await login(unknown, WRONG)];
      expect(errorCodes(known)).toEqual(['INVALID_CREDENTIALS']);
      expect(missing.errors).toEqual(known.errors);
    }
    const [known, missing] = [await login(user.email, WRONG), await login(unknown, WRONG)];
    expect([errorCodes(known), errorCodes(missing)]).toEqual([['TOO_MANY_ATTEMPTS'], ['TOO_MANY_ATTEMPTS']]);
    expect(Math.abs(waitOf(known)! - waitOf(missing)!)).toBeLessThanOrEqual(1);
    // The free tries of both were checked (the unknown one against the dummy hash), the rest not.
    expect(checks).toHaveBeenCalledTimes(2 * LOGIN_RULES.account.freeAttempts);
    expect(checks.mock.calls.filter(([hash]) => !hash)).toHaveLength(LOGIN_RULES.account.freeAttempts);
  });

  it('forgets an account that was left alone long enough after its wait', async () => {
    const { user } = await api.factories.user();
    for (let i = 0; i < LOGIN_RULES.account.freeAttempts; i++) await login(user.email, WRONG);
    await endWait(user.email, LOGIN_RULES.account.forgetAfterSeconds + 1);
    for (let i = 0; i < LOGIN_RULES.account.freeAttempts; i++) {
      expect(errorCodes(await login(user.email, WRONG))).toEqual(['INVALID_CREDENTIALS']);
    }
  });

  it("gives the address back a successful log-in's attempt: only wrong passwords count", async () => {
    const address = { headers: { 'x-forwarded-for': '192.0.2.200' } };
    const { user } = await api.factories.user();
    for (let i = 0; i < LOGIN_RULES.ip.freeAttempts - 1; i++) {
      await login(`someone${i}@example.test`, WRONG, address);
    }
    expect((await login(user.email, TEST_PASSWORD, address)).errors).toBeUndefined();
    // The 20th wrong password is still checked; the one after it waits.
    expect(errorCodes(await login('last@example.test', WRONG, address))).toEqual(['INVALID_CREDENTIALS']);
    expect(errorCodes(await login('after@example.test', WRONG, address))).toEqual(['TOO_MANY_ATTEMPTS']);
  });

  it('counts confirmPassword like a log-in', async () => {
    const { user, token } = await api.factories.user();
    const confirm = `mutation($p: String!) { confirmPassword(password: $p) }`;
    for (let i = 0; i < LOGIN_RULES.account.freeAttempts; i++) {
      expect(errorCodes(await api.execute(confirm, { p: WRONG }, { token, ...from() }))).toEqual([
        'INVALID_PASSWORD',
      ]);
    }
    expect(errorCodes(await api.execute(confirm, { p: TEST_PASSWORD }, { token, ...from() }))).toEqual([
      'TOO_MANY_ATTEMPTS',
    ]);
    expect(errorCodes(await login(user.email, TEST_PASSWORD))).toEqual(['TOO_MANY_ATTEMPTS']);
  });
});
