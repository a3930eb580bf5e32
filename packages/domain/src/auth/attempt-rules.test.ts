import { describe, expect, it } from 'vitest';
import { NEWSLETTER_REQUEST_RULES } from '../newsletter/limits';
import {
  AUTH_REQUEST_RULES,
  LOGIN_RULES,
  waitAfterAttempts,
  waitSchedule,
  type AttemptRule,
} from './attempt-rules';

const RULE: AttemptRule = {
  freeAttempts: 3,
  firstWaitSeconds: 10,
  maxWaitSeconds: 60,
  forgetAfterSeconds: 600,
};

describe('waitAfterAttempts', () => {
  it('asks no wait during the free attempts', () => {
    expect([0, 1, 2].map((n) => waitAfterAttempts(RULE, n))).toEqual([0, 0, 0]);
  });

  it('doubles the wait with each attempt past the free ones, up to the cap', () => {
    expect([3, 4, 5, 6, 7, 50, 10_000].map((n) => waitAfterAttempts(RULE, n))).toEqual([
      10, 20, 40, 60, 60, 60, 60,
    ]);
  });
});

describe('waitSchedule', () => {
  it('lists the waits after 1, 2, … attempts and ends at the first capped one', () => {
    expect(waitSchedule(RULE)).toEqual([0, 0, 10, 20, 40, 60]);
  });

  it('agrees with waitAfterAttempts for every rule in use', () => {
    const rules = [
      ...Object.values(LOGIN_RULES),
      ...[...Object.values(AUTH_REQUEST_RULES), NEWSLETTER_REQUEST_RULES].flatMap((r) => [r.address, r.ip]),
    ];
    for (const rule of rules) {
      const schedule = waitSchedule(rule);
      schedule.forEach((wait, i) => expect(wait).toBe(waitAfterAttempts(rule, i + 1)));
      expect(schedule.at(-1)).toBe(rule.maxWaitSeconds);
      expect(schedule.length).toBeLessThan(200);
    }
  });
});

describe('LOGIN_RULES', () => {
  it('gives an account 5 free tries and keeps a victim waiting at most 5 minutes', () => {
    expect(waitAfterAttempts(LOGIN_RULES.account, 4)).toBe(0);
    expect(waitAfterAttempts(LOGIN_RULES.account, 5)).toBe(30);
    expect(waitAfterAttempts(LOGIN_RULES.account, 6)).toBe(60);
    expect(waitAfterAttempts(LOGIN_RULES.account, 1000)).toBe(300);
  });

  it('caps a client address at 15 minutes', () => {
    expect(waitAfterAttempts(LOGIN_RULES.ip, 19)).toBe(0);
    expect(waitAfterAttempts(LOGIN_RULES.ip, 1000)).toBe(900);
  });
});
