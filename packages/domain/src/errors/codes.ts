import { ARTICLE_ERRORS } from '../articles/errors';
import { AUTH_ERRORS } from '../auth/errors';
import { BILLING_ERRORS } from '../billing/errors';
import { BLOG_ERRORS } from '../blogs/errors';
import { CONTACT_ERRORS } from '../contact/errors';
import { CONTENT_TAG_ERRORS } from '../content-tags/errors';
import { DATA_RIGHTS_ERRORS } from '../data-rights/errors';
import { DESCRIPTION_ERRORS } from '../descriptions/errors';
import { FILE_ERRORS } from '../files/errors';
import { HELP_CENTER_ERRORS } from '../help-center/errors';
import { KNOWLEDGE_CENTER_ERRORS } from '../knowledge-center/errors';
import { LEGAL_ERRORS } from '../legal/errors';
import { LEASE_REQUEST_ERRORS } from '../lease-requests/errors';
import { LEASE_ERRORS } from '../leases/errors';
import { LISTING_ERRORS } from '../listings/errors';
import { LOCATION_ERRORS } from '../locations/errors';
import { MAIL_ERRORS } from '../mail/errors';
import { MESSAGING_ERRORS } from '../messaging/errors';
import { PRIVACY_ERRORS } from '../privacy/errors';
import { RENTAL_APPLICATION_ERRORS } from '../rental-applications/errors';
import { RENTAL_LAW_ERRORS } from '../rental-laws/errors';
import { RICH_TEXT_ERRORS } from '../rich-text/errors';
import { SAVED_SEARCH_ERRORS } from '../saved-searches/errors';
import { SAVED_HOME_ERRORS } from '../saved-homes/errors';
import { SITE_FORM_ERRORS } from '../site-forms/errors';
import { USER_ERRORS } from '../users/errors';
import { VERIFICATION_ERRORS } from '../verification/errors';
import { VIEWING_ERRORS } from '../viewings/errors';
import { COMMON_ERRORS } from './common-errors';

/*
 * Stable error codes with their en/fr messages. The API sets `extensions.code`; the web shows the
 * message for the code in the user's language (spec/01 §8 wording where the spec gives one). Each
 * domain declares its codes in `<domain>/errors.ts`, next to its rules; this is the one place that
 * composes them. A new domain adds its file and one entry below; codes.test.ts fails on a code
 * declared twice or on an errors.ts left out of the list.
 */
export const ERROR_CATALOGUES = {
  common: COMMON_ERRORS,
  auth: AUTH_ERRORS,
  users: USER_ERRORS,
  files: FILE_ERRORS,
  listings: LISTING_ERRORS,
  locations: LOCATION_ERRORS,
  descriptions: DESCRIPTION_ERRORS,
  mail: MAIL_ERRORS,
  messaging: MESSAGING_ERRORS,
  viewings: VIEWING_ERRORS,
  'rental-applications': RENTAL_APPLICATION_ERRORS,
  leases: LEASE_ERRORS,
  'lease-requests': LEASE_REQUEST_ERRORS,
  billing: BILLING_ERRORS,
  'saved-searches': SAVED_SEARCH_ERRORS,
  'saved-homes': SAVED_HOME_ERRORS,
  'rich-text': RICH_TEXT_ERRORS,
  'content-tags': CONTENT_TAG_ERRORS,
  'data-rights': DATA_RIGHTS_ERRORS,
  'rental-laws': RENTAL_LAW_ERRORS,
  'knowledge-center': KNOWLEDGE_CENTER_ERRORS,
  blogs: BLOG_ERRORS,
  articles: ARTICLE_ERRORS,
  legal: LEGAL_ERRORS,
  contact: CONTACT_ERRORS,
  'site-forms': SITE_FORM_ERRORS,
  'help-center': HELP_CENTER_ERRORS,
  privacy: PRIVACY_ERRORS,
  verification: VERIFICATION_ERRORS,
} as const;

type Catalogues = typeof ERROR_CATALOGUES;
type AllCodes = { [D in keyof Catalogues]: Catalogues[D] }[keyof Catalogues];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

export const ERROR_MESSAGES = Object.assign(
  {},
  ...Object.values(ERROR_CATALOGUES),
) as UnionToIntersection<AllCodes>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);
}
