import { z } from 'zod';
import { USER_FIELD_LABELS } from '../users/field-labels';
import { emailSchema } from '../users/schemas';
import { NOTIFICATION_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';
import { BILLING_EMAILS } from '../billing/emails';
import { CONTACT_EMAILS } from '../contact/emails';
import { LEASE_REQUEST_EMAILS } from '../lease-requests/emails';
import { LISTING_EMAILS } from '../listings/emails';
import { MESSAGING_EMAILS } from '../messaging/emails';
import { NEWSLETTER_EMAILS } from '../newsletter/emails';
import { SAVED_SEARCH_EMAILS } from '../saved-searches/emails';
import { SITE_FORM_EMAILS } from '../site-forms/emails';
import { VIEWING_EMAILS } from '../viewings/emails';

/*
 * The e-mail configuration (spec/01 §2 /e-mail-configuration) and the outbox. Messages are
 * VALIDATION_MESSAGES keys.
 *
 * Every e-mail the product sends and an admin may switch off is a kind, declared by its domain in
 * `<domain>/emails.ts` and composed here: the page shows exactly these kinds, and the API sends an
 * e-mail of a kind only while its setting is on (modules/mail/notification.service.ts). A domain
 * that adds e-mails adds its file and one entry below; notifications.test.ts fails on an
 * emails.ts left out or a kind declared twice. E-mails a person cannot do without (password reset,
 * account invitation) are not kinds: they are always sent.
 */

/**
 * Who receives an e-mail kind: 'staff', the addresses an admin lists in its setting (none by
 * default, so nothing is sent until one is added); 'public', the person it is about (a listing's
 * owner, a subscriber), so its setting is only on or off.
 */
export type EmailAudience = 'staff' | 'public';
export type EmailCatalogue = Readonly<Record<string, { audience: EmailAudience }>>;

export const EMAIL_CATALOGUES = {
  listings: LISTING_EMAILS,
  newsletter: NEWSLETTER_EMAILS,
  messaging: MESSAGING_EMAILS,
  viewings: VIEWING_EMAILS,
  'lease-requests': LEASE_REQUEST_EMAILS,
  billing: BILLING_EMAILS,
  'saved-searches': SAVED_SEARCH_EMAILS,
  contact: CONTACT_EMAILS,
  'site-forms': SITE_FORM_EMAILS,
} as const;

const EMAIL_KINDS = {
  ...LISTING_EMAILS,
  ...NEWSLETTER_EMAILS,
  ...MESSAGING_EMAILS,
  ...VIEWING_EMAILS,
  ...LEASE_REQUEST_EMAILS,
  ...BILLING_EMAILS,
  ...SAVED_SEARCH_EMAILS,
  ...CONTACT_EMAILS,
  ...SITE_FORM_EMAILS,
} as const;

/** An e-mail kind with a setting on the e-mail configuration page. */
export type NotificationKind = keyof typeof EMAIL_KINDS;
/** Every kind, in the catalogues' order (the page's order). */
export const NOTIFICATION_KINDS = Object.values(EMAIL_CATALOGUES).flatMap((c) => Object.keys(c)) as [
  NotificationKind,
  ...NotificationKind[],
];
export const NOTIFICATION_RECIPIENTS_MAX = 10;
/** The kinds sent to the staff addresses of their setting, and those sent to the person concerned. */
type KindsFor<A extends EmailAudience> = {
  [K in NotificationKind]: (typeof EMAIL_KINDS)[K]['audience'] extends A ? K : never;
}[NotificationKind];
export type StaffEmailKind = KindsFor<'staff'>;
export type PublicEmailKind = KindsFor<'public'>;

/** Whether a kind goes to the staff addresses of its setting (and so takes recipients). */
export function takesRecipients(kind: NotificationKind): boolean {
  return EMAIL_KINDS[kind].audience === 'staff';
}

/** Delivery states of the e-mail outbox (STORED: kept as the record, no SMTP server configured). */
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED', 'STORED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A notification's recipients: valid e-mail addresses (trimmed, lower-cased, each once), at most
 * NOTIFICATION_RECIPIENTS_MAX. A bad address fails at its index (`recipients.2`).
 */
export const recipientsSchema = z
  .array(emailSchema)
  .max(NOTIFICATION_RECIPIENTS_MAX, 'recipientsMax')
  .transform((list) => [...new Set(list)]);

/** One address as it is typed into a notification's recipients, checked before it joins the list. */
export const recipientSchema = z.object({ email: emailSchema });

/** A kind's setting; recipients only for a kind sent to staff (the others go to the person concerned). */
export const notificationSettingSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS, { error: () => 'invalidChoice' }),
    enabled: z.boolean({ error: () => 'invalid' }),
    recipients: recipientsSchema,
  })
  .superRefine((setting, ctx) => {
    if (setting.recipients.length > 0 && !takesRecipients(setting.kind)) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'recipientsStaffOnly' });
    }
  });
export type NotificationSettingInput = z.output<typeof notificationSettingSchema>;

/** Splits typed text into addresses: commas, semicolons, spaces and new lines separate them. */
export function splitAddresses(typed: string): string[] {
  return typed
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

// Field labels for validation messages, by path (i18n/field-labels.ts).
withFieldLabels(notificationSettingSchema, NOTIFICATION_FIELD_LABELS);
withFieldLabels(recipientSchema, { email: USER_FIELD_LABELS.email });
