import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import { signingKey } from '../modules/messaging/message-email-token';

/**
 * Who a reader is, for counting views once per reader: a keyed hash (HMAC with the server's key)
 * of the signed-in account, or of a visitor's address and browser. It cannot be turned back into
 * an address, and `purpose` keeps one count's keys from matching another's.
 */
export function visitorKey(
  config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>,
  who: { userId?: string | null; ip: string; userAgent?: string | null },
  purpose: string,
): string {
  const subject = who.userId ? `user:${who.userId}` : `ip:${who.ip}|${who.userAgent ?? ''}`;
  return createHmac('sha256', signingKey(config)).update(`${purpose}:${subject}`).digest('base64url');
}
