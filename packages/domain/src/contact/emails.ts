import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails of /contact-us, each with a setting on /e-mail-configuration (composed in
 * mail/notifications.ts). The team's copy goes to the support address (SUPPORT_EMAIL).
 */
export const CONTACT_EMAILS = {
  /** To the support address: a new /contact-us message. */
  CONTACT_TO_SUPPORT: { audience: 'public' },
  /** To the sender: a copy of their message, in their language. */
  CONTACT_COPY: { audience: 'public' },
  /** To the sender: a staff answer from the inbox, in their language. */
  CONTACT_REPLY: { audience: 'public' },
} as const satisfies EmailCatalogue;
