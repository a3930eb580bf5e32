import type { EmailCatalogue } from '../mail/notifications';

/* The e-mails the newsletter sends, each with a setting on /e-mail-configuration (mail/notifications.ts). */
export const NEWSLETTER_EMAILS = {
  /** To a subscriber who has just confirmed: the welcome, with the unsubscribe link. */
  NEWSLETTER_WELCOME: { audience: 'public' },
} as const satisfies EmailCatalogue;
