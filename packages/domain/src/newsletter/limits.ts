import type { AttemptRule } from '../auth/attempt-rules';

/** How long a confirmation link works; a subscription still unconfirmed after it is forgotten. */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7;

/**
 * Each subscription request e-mails its address (a confirmation link, or a note that it is already
 * subscribed), so requests are counted per mailbox (auth/mailbox-key.ts) and per client address,
 * like the reset links (auth/attempt-rules.ts).
 */
export const NEWSLETTER_REQUEST_RULES = {
  address: { freeAttempts: 5, firstWaitSeconds: 300, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
  ip: { freeAttempts: 20, firstWaitSeconds: 60, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
} as const satisfies { address: AttemptRule; ip: AttemptRule };
