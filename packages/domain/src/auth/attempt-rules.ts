/**
 * How often a caller may try something that costs us (a password check, an e-mail sent, an
 * account created): a few free attempts, then a wait before each further attempt that doubles
 * every time, up to a cap. There is no hard lockout: whoever tries a victim's account can only make
 * the victim wait the capped delay, never lock them out for good.
 */
export interface AttemptRule {
  /** Attempts taken back to back before any wait. */
  freeAttempts: number;
  /** The wait after the first attempt past the free ones; each further attempt doubles it. */
  firstWaitSeconds: number;
  /** The longest wait. */
  maxWaitSeconds: number;
  /** Once the wait is over, this long without an attempt forgets the count. */
  forgetAfterSeconds: number;
}

/** The wait before the next attempt is even looked at, after `attempts` counted attempts. */
export function waitAfterAttempts(rule: AttemptRule, attempts: number): number {
  if (attempts < rule.freeAttempts) return 0;
  const doublings = attempts - rule.freeAttempts;
  // 2^31 seconds is far past any cap; stop doubling there instead of overflowing.
  if (doublings > 30) return rule.maxWaitSeconds;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** doublings);
}

/**
 * The waits after 1, 2, … attempts up to the first capped one: the whole rule as a table, so the
 * database applies it in the same statement that counts the attempt (any count past the end waits
 * the last entry, the cap).
 */
export function waitSchedule(rule: AttemptRule): number[] {
  const waits: number[] = [];
  for (let attempts = 1; ; attempts++) {
    const wait = waitAfterAttempts(rule, attempts);
    waits.push(wait);
    if (wait >= rule.maxWaitSeconds) return waits;
  }
}

/**
 * Wrong passwords, per account (whatever the address they come from) and per client address
 * (whatever account they try). The account's cap is short, so someone guessing a victim's
 * password makes the victim wait at most 5 minutes; the address's is long, for the guesser.
 */
export const LOGIN_RULES = {
  account: { freeAttempts: 5, firstWaitSeconds: 30, maxWaitSeconds: 300, forgetAfterSeconds: 900 },
  ip: { freeAttempts: 20, firstWaitSeconds: 30, maxWaitSeconds: 900, forgetAfterSeconds: 3600 },
} as const satisfies Record<string, AttemptRule>;

/**
 * Requests that send an e-mail or create an account, per mailbox (mailboxKey) and per client
 * address, every request counted. An address is generous for sign-ups: a school or an office
 * shares one.
 */
export const AUTH_REQUEST_RULES = {
  passwordReset: {
    address: { freeAttempts: 3, firstWaitSeconds: 300, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
    ip: { freeAttempts: 10, firstWaitSeconds: 60, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
  },
  signUp: {
    address: { freeAttempts: 5, firstWaitSeconds: 60, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
    ip: { freeAttempts: 100, firstWaitSeconds: 60, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
  },
} as const satisfies Record<string, { address: AttemptRule; ip: AttemptRule }>;
