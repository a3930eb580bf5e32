import { ARTICLE_VALIDATION_MESSAGES } from '../articles/validation-messages';
import { BILLING_VALIDATION_MESSAGES } from '../billing/validation-messages';
import { LEASE_REQUEST_VALIDATION_MESSAGES } from '../lease-requests/validation-messages';
import { LEASE_VALIDATION_MESSAGES } from '../leases/validation-messages';
import { LISTING_VALIDATION_MESSAGES } from '../listings/validation-messages';
import { MAIL_VALIDATION_MESSAGES } from '../mail/validation-messages';
import { RENTAL_APPLICATION_VALIDATION_MESSAGES } from '../rental-applications/validation-messages';
import { VIEWING_VALIDATION_MESSAGES } from '../viewings/validation-messages';
import { COMMON_VALIDATION_MESSAGES } from './common-validation-messages';

/**
 * Every message of the shared zod schemas, by key: the common ones and those a domain keeps in its
 * own folder. The schemas carry the key; the form and the API both turn it into the en/fr text,
 * so client and server say the same thing.
 */
export const VALIDATION_MESSAGES = {
  ...COMMON_VALIDATION_MESSAGES,
  ...LISTING_VALIDATION_MESSAGES,
  ...BILLING_VALIDATION_MESSAGES,
  ...MAIL_VALIDATION_MESSAGES,
  ...VIEWING_VALIDATION_MESSAGES,
  ...RENTAL_APPLICATION_VALIDATION_MESSAGES,
  ...LEASE_VALIDATION_MESSAGES,
  ...LEASE_REQUEST_VALIDATION_MESSAGES,
  ...ARTICLE_VALIDATION_MESSAGES,
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return key in VALIDATION_MESSAGES;
}
