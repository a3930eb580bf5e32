import type { AttemptRule } from '../auth/attempt-rules';

/**
 * /contact-us e-mails the support address and a copy to the sender, so messages are counted per
 * sender mailbox and per client address (auth/attempt-rules.ts), like the newsletter.
 */
export const CONTACT_REQUEST_RULES = {
  address: { freeAttempts: 3, firstWaitSeconds: 300, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
  ip: { freeAttempts: 10, firstWaitSeconds: 60, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
} as const satisfies { address: AttemptRule; ip: AttemptRule };
