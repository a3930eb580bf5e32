import type { AttemptRule } from '../auth/attempt-rules';

/**
 * Newsletter subscriptions e-mail a welcome with the unsubscribe link, so they are counted per
 * mailbox (auth/mailbox-key.ts) and per client address, like the reset links (auth/attempt-rules.ts).
 */
export const NEWSLETTER_REQUEST_RULES = {
  address: { freeAttempts: 5, firstWaitSeconds: 300, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
  ip: { freeAttempts: 20, firstWaitSeconds: 60, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
} as const satisfies { address: AttemptRule; ip: AttemptRule };
