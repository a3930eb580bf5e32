import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { signingKey } from '../messaging/message-email-token';

/*
 * The unsubscribe link of saved-search alerts: `<saved search id>.<signature>`, an HMAC of a
 * purpose string and the id with the server's link key, so no table holds a token. The purpose
 * keeps it single-purpose: a new-message unsubscribe token or a calendar feed token signed with
 * the same key never passes here. The worst a leaked link does is turn that one search's alerts
 * off, which its owner turns back on from /saved-searches.
 */

type KeyConfig = Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>;

const PURPOSE = 'saved-search-alerts-unsubscribe:';

const sign = (config: KeyConfig, savedSearchId: string) =>
  createHmac('sha256', signingKey(config))
    .update(PURPOSE + savedSearchId)
    .digest('base64url');

export function savedSearchAlertsToken(config: KeyConfig, savedSearchId: string): string {
  return `${savedSearchId}.${sign(config, savedSearchId)}`;
}

/** The saved search a token was made for, or null when it is malformed or its signature is wrong. */
export function savedSearchOfToken(config: KeyConfig, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(config, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/** The web page the link opens; it calls unsubscribeSavedSearchAlerts(token). */
export const SAVED_SEARCH_UNSUBSCRIBE_PATH = '/saved-searches/unsubscribe';

export const savedSearchUnsubscribeLink = (config: Config, savedSearchId: string) =>
  `${config.publicUrl}${SAVED_SEARCH_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(
    savedSearchAlertsToken(config, savedSearchId),
  )}`;
