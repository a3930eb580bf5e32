import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails of viewings the product sends, each with a setting on /e-mail-configuration (composed
 * in mail/notifications.ts). The booked viewings' e-mails (email-kinds.ts) join this list when the
 * API sends them: the page lists only e-mails that are sent.
 */
export const VIEWING_EMAILS_SENT = {
  /**
   * To staff addresses ('Viewing requests'): a renter without a listing yet sent /request-for-viewing,
   * or a /rental-enquiry lead arrived (the same staff list).
   */
  VIEWING_REQUEST_TO_STAFF: { audience: 'staff' },
} as const satisfies EmailCatalogue;
