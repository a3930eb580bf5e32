import type { EmailCatalogue } from '../mail/notifications';

/* The e-mails of plans with a setting on /e-mail-configuration (composed in mail/notifications.ts). */
export const BILLING_EMAILS = {
  /**
   * To staff ('Plan requests'): a landlord asked the team about a managed plan for a listing. Sent
   * to the admins and sub-admins with the plans view flag, and to the addresses of its setting.
   */
  PREMIUM_REQUEST_TO_STAFF: { audience: 'staff' },
  /** To the payer: the receipt of a paid deposit or boost, in their language, with a link to it. */
  PAYMENT_RECEIPT: { audience: 'public' },
} as const satisfies EmailCatalogue;
