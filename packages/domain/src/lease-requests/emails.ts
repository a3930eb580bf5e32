import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails of lease requests with a setting on /e-mail-configuration (composed in
 * mail/notifications.ts). The reply to the landlord when their request changes status is not a
 * kind: it answers their own request and is always sent.
 */
export const LEASE_REQUEST_EMAILS = {
  /** To staff addresses ('Lease requests'): a landlord asked the team to prepare a lease. */
  LEASE_REQUEST_TO_STAFF: { audience: 'staff' },
} as const satisfies EmailCatalogue;
