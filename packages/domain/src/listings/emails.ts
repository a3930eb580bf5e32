import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails the listings domain sends, each with a setting on /e-mail-configuration
 * (composed in mail/notifications.ts).
 */
export const LISTING_EMAILS = {
  /** To staff addresses: a landlord created a listing that awaits review. */
  NEW_LISTING_REQUEST: { audience: 'staff' },
  /** To the owner: staff approved their listing. */
  LISTING_APPROVED: { audience: 'public' },
  /** To the owner: staff rejected their listing, with the reason. */
  LISTING_REJECTED: { audience: 'public' },
} as const satisfies EmailCatalogue;
