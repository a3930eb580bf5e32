import { z } from 'zod';
import { USER_FIELD_LABELS } from '../users/field-labels';
import { emailSchema } from '../users/schemas';
import { NOTIFICATION_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/*
 * The staff e-mail configuration (spec/01 §2 /e-mail-configuration) and the outbox. Messages are
 * VALIDATION_MESSAGES keys.
 */

/** Staff notifications (e-mail configuration) and the most staff addresses each may have. */
export const NOTIFICATION_KINDS = ['NEW_LISTING_REQUEST', 'PREMIUM_REQUEST', 'ENQUIRY'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_RECIPIENTS_MAX = 10;
/** The kinds whose product feature exists: the others are stored and apply once their feature lands. */
export const LIVE_NOTIFICATION_KINDS: readonly NotificationKind[] = ['NEW_LISTING_REQUEST'];

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

export const notificationSettingSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: () => 'invalidChoice' }),
  enabled: z.boolean({ error: () => 'invalid' }),
  recipients: recipientsSchema,
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
