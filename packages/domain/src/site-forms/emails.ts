import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails of staff-defined forms, each with a setting on /e-mail-configuration (composed in
 * mail/notifications.ts). The team's copy goes to the form's own notification address, so it is
 * not a staff-recipients kind.
 */
export const SITE_FORM_EMAILS = {
  /** To the form's notification address: a new submission, in English. */
  SITE_FORM_SUBMISSION: { audience: 'public' },
  /** To the person who filled a form with an e-mail field: a copy of their answers, in their language. */
  SITE_FORM_COPY: { audience: 'public' },
} as const satisfies EmailCatalogue;
