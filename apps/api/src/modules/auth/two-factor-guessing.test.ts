import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { totpCode, totpStep } from '@rentals/domain/auth/totp';
import { LOGIN_RULES } from '@rentals/domain/auth/attempt-rules';
import { TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES } from '@rentals/domain/auth/two-factor-limits';
import { rateLimits } from '../../db/schema/users';
import { TEST_PASSWORD, type CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';

/*
 * Guessing the sign-in code: the account's attempt count is cleared only by a completed sign-in,
 * not by the password step, and a challenge ends after too many wrong codes.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { twoFactorChallenge } }`;
const COMPLETE = `mutation($ch: String!, $c: String!) { completeTwoFactorLogin(challenge: $ch, code: $c) { token } }`;

// Each request from its own address, so only the account's count is under test.
let seq = 0;
const from = () => ({ headers: { 'x-forwarded-for': `203.0.113.${++seq % 250}` } });

/** The clock at the start of a 30-second step, so the codes below stay current. */
function stepStart(): number {
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 30_000) * 30_000 });
  return totpStep(Date.now());
}

async function challengeFor(user: CreatedUser): Promise<string> {
  const r = await api.execute<{ login: { twoFactorChallenge: string } }>(
    LOGIN,
    { e: user.user.email, p: TEST_PASSWORD },
    from(),
  );
  expect(r.errors).toBeUndefined();
  return r.data!.login.twoFactorChallenge;
}

/** As if each wait of the account's count had passed: only the challenge's own count is under test. */
const forgetAccountCount = (user: CreatedUser) =>
  api.deps.db.delete(rateLimits).where(eq(rateLimits.key, `login-account:${user.user.email}`));

const complete = (challenge: string, code: string) =>
  api.execute(COMPLETE, { ch: challenge, c: code }, from());

describe('guessing the sign-in code', () => {
  it('is throttled per account even when each guess comes with a new challenge', async () => {
    const user = await api.factories.user({ twoFactor: true });
    const wrong = totpCode(user.twoFactorSecret!, stepStart() + 5);
    const answers: string[][] = [];
    for (let round = 0; round < 3; round += 1) {
      answers.push(errorCodes(await complete(await challengeFor(user), wrong)));
    }
    // Password, code, password, code, password: the sixth check of the account waits.
    expect(answers).toEqual([
      ['TWO_FACTOR_CODE_INVALID'],
      ['TWO_FACTOR_CODE_INVALID'],
      ['TOO_MANY_ATTEMPTS'],
    ]);
  });

  it(`ends a challenge after ${TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES} wrong codes, even a right one after`, async () => {
    const user = await api.factories.user({ twoFactor: true });
    const step = stepStart();
    const challenge = await challengeFor(user);
    for (let i = 0; i < TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES; i += 1) {
      await forgetAccountCount(user);
      expect(errorCodes(await complete(challenge, totpCode(user.twoFactorSecret!, step + 5)))).toEqual([
        'TWO_FACTOR_CODE_INVALID',
      ]);
    }
    await forgetAccountCount(user);
    const right = totpCode(user.twoFactorSecret!, step);
    expect(errorCodes(await complete(challenge, right))).toEqual(['TWO_FACTOR_CHALLENGE_INVALID']);
    // A new challenge, after the password again, takes the right code.
    expect((await complete(await challengeFor(user), right)).errors).toBeUndefined();
  });

  it('keeps a challenge open after fewer wrong codes', async () => {
    const user = await api.factories.user({ twoFactor: true });
    const step = stepStart();
    const challenge = await challengeFor(user);
    for (let i = 0; i < TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES - 1; i += 1) {
      await forgetAccountCount(user);
      await complete(challenge, totpCode(user.twoFactorSecret!, step + 5));
    }
    await forgetAccountCount(user);
    expect((await complete(challenge, totpCode(user.twoFactorSecret!, step))).errors).toBeUndefined();
  });
});

describe('signing in with a code from one address', () => {
  it('does not use up the address: more sign-ins than its free attempts all open a session', async () => {
    // An office's staff behind one address, each signing in with password and code.
    const office = { headers: { 'x-forwarded-for': '198.51.100.77' } };
    const step = stepStart();
    for (let i = 0; i <= LOGIN_RULES.ip.freeAttempts; i += 1) {
      const user = await api.factories.user({ twoFactor: true });
      const signIn = await api.execute<{ login: { twoFactorChallenge: string } }>(
        LOGIN,
        { e: user.user.email, p: TEST_PASSWORD },
        office,
      );
      expect(signIn.errors).toBeUndefined();
      const done = await api.execute<{ completeTwoFactorLogin: { token: string } }>(
        COMPLETE,
        { ch: signIn.data!.login.twoFactorChallenge, c: totpCode(user.twoFactorSecret!, step) },
        office,
      );
      expect(done.errors).toBeUndefined();
      expect(done.data!.completeTwoFactorLogin.token).toBeTruthy();
    }
    // A new account and two requests per round, twenty-one rounds: slow on a busy machine.
  }, 90_000);

  it('still counts wrong codes against the address', async () => {
    const crowd = { headers: { 'x-forwarded-for': '198.51.100.78' } };
    const step = stepStart();
    const answers: string[] = [];
    // A new account each time, so only the address's count can refuse.
    for (let i = 0; i <= LOGIN_RULES.ip.freeAttempts; i += 1) {
      const user = await api.factories.user({ twoFactor: true });
      const signIn = await api.execute<{ login: { twoFactorChallenge: string } }>(
        LOGIN,
        { e: user.user.email, p: TEST_PASSWORD },
        crowd,
      );
      if (signIn.errors) {
        answers.push(...errorCodes(signIn));
        break;
      }
      const wrong = totpCode(user.twoFactorSecret!, step + 5);
      answers.push(
        ...errorCodes(
          await api.execute(COMPLETE, { ch: signIn.data!.login.twoFactorChallenge, c: wrong }, crowd),
        ),
      );
    }
    // Each wrong code is one of the address's free attempts; the one after them waits.
    expect(answers).toEqual([
      ...Array<string>(LOGIN_RULES.ip.freeAttempts).fill('TWO_FACTOR_CODE_INVALID'),
      'TOO_MANY_ATTEMPTS',
    ]);
  }, 90_000);
});
