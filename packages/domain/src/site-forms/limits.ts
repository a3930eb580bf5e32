import type { AttemptRule } from '../auth/attempt-rules';

/**
 * Form submissions e-mail the team (and a copy to the submitter), so they are counted per client
 * address, and per mailbox when the form has an e-mail field (auth/attempt-rules.ts).
 */
export const SITE_FORM_REQUEST_RULES = {
  address: { freeAttempts: 5, firstWaitSeconds: 300, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
  ip: { freeAttempts: 10, firstWaitSeconds: 60, maxWaitSeconds: 3600, forgetAfterSeconds: 3600 },
} as const satisfies { address: AttemptRule; ip: AttemptRule };
