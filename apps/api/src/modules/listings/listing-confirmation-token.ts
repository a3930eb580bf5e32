import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AvailabilityAnswer } from '@rentals/domain/listings/availability-confirmation';
import type { Locale } from '@rentals/domain/users/enums';
import type { Config } from '../../config';
import { signingKey } from '../messaging/message-email-token';

/*
 * The links of a 'Still available?' e-mail: `<link id>.<signature>`, an HMAC of a purpose string
 * and the id of the listing_confirmation_links row with the server's link key (the one that signs
 * unsubscribe links and calendar feeds). The signature stops anyone from trying ids; the row makes
 * the link single-use and expiring. The purpose keeps the token to this use only.
 */

type KeyConfig = Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>;

const PURPOSE = 'listing-availability-confirmation:';

const sign = (config: KeyConfig, linkId: string) =>
  createHmac('sha256', signingKey(config))
    .update(PURPOSE + linkId)
    .digest('base64url');

export function confirmationToken(config: KeyConfig, linkId: string): string {
  return `${linkId}.${sign(config, linkId)}`;
}

/** The link row a token names, or null when it is malformed or its signature is wrong. */
export function linkOfConfirmationToken(config: KeyConfig, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(config, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/** The public web page the links open; it calls answerAvailabilityCheck(token, answer). */
export const AVAILABILITY_CHECK_PATH = '/listing-availability';

/** A link of the e-mail, opening the page in the owner's language (`lang`, as every page reads it). */
export const confirmationLink = (
  config: Config,
  linkId: string,
  answer: AvailabilityAnswer,
  locale: Locale,
) =>
  `${config.publicUrl}${AVAILABILITY_CHECK_PATH}?token=${encodeURIComponent(
    confirmationToken(config, linkId),
  )}&answer=${answer === 'RENTED' ? 'rented' : 'yes'}&lang=${locale}`;
