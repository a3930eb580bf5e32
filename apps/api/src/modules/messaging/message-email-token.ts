import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/*
 * The unsubscribe link of new-message e-mails: `<user id>.<signature>`, an HMAC of the user id, so
 * no table holds a token and every link a user ever received keeps working. The key is
 * MAIL_TOKEN_SECRET, or a random key kept in DATA_DIR/mail-token.key (created on first use).
 * A forged link fails the signature check; the worst a leaked link does is turn that user's
 * notification e-mails off, which they can turn back on in their profile (users.notify).
 */

const PURPOSE = 'message-emails-unsubscribe:';
const keys = new Map<string, Buffer>();

/** The server's key for tokens in links (also calendar feed URLs, viewings/calendar-feed.service.ts). */
export function signingKey(config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>): Buffer {
  if (config.MAIL_TOKEN_SECRET) return Buffer.from(config.MAIL_TOKEN_SECRET);
  const file = path.join(config.dataDir, 'mail-token.key');
  const cached = keys.get(file);
  if (cached) return cached;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once keep whichever key was written first.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim());
  keys.set(file, key);
  return key;
}

const sign = (config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>, userId: string) =>
  createHmac('sha256', signingKey(config))
    .update(PURPOSE + userId)
    .digest('base64url');

export function messageEmailsToken(config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>, userId: string) {
  return `${userId}.${sign(config, userId)}`;
}

/** The user a token was made for, or null when it is malformed or its signature is wrong. */
export function userOfMessageEmailsToken(
  config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>,
  token: string,
): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(config, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/** The web page an unsubscribe link opens; it calls unsubscribeMessageEmails(token). */
export const MESSAGE_EMAILS_UNSUBSCRIBE_PATH = '/message/unsubscribe';

export const unsubscribeLink = (config: Config, userId: string) =>
  `${config.publicUrl}${MESSAGE_EMAILS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(messageEmailsToken(config, userId))}`;
