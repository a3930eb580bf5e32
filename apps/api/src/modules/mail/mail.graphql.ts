import {
  NOTIFICATION_KINDS,
  NOTIFICATION_RECIPIENTS_MAX,
  notificationSettingSchema,
  OUTBOX_STATUSES,
} from '@rentals/domain/mail/notifications';
import { staffPageSchema } from '@rentals/domain/paging';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@rentals/domain/limits';
import type { EmailOutboxRow } from '../../db/schema/mail';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import {
  findNotificationSettings,
  updateNotificationSetting,
  type NotificationSetting,
} from './notification.service';
import { findOutboxEmails, resendEmail } from './outbox.service';

/* E-mail configuration, /e-mail-configuration: staff notifications and the outbox. ADMIN only. */

const ADMIN = { userType: 'ADMIN' } as const;

const NotificationKindEnum = builder.enumType('NotificationKind', {
  description:
    'A staff notification: NEW_LISTING_REQUEST (a landlord created a listing), PREMIUM_REQUEST and ENQUIRY (sent once those features exist).',
  values: NOTIFICATION_KINDS,
});

const OutboxStatusEnum = builder.enumType('OutboxStatus', {
  description:
    'Delivery state: PENDING (waiting for the SMTP server), SENT, FAILED (gave up after 5 attempts), STORED (no SMTP server configured: the outbox is the record).',
  values: OUTBOX_STATUSES,
});

const NotificationSettingRef = builder.objectRef<NotificationSetting>('NotificationSetting').implement({
  description: 'Whether a staff notification is sent, and to which staff addresses.',
  fields: (t) => ({
    kind: t.field({ type: NotificationKindEnum, description: 'Which notification.', resolve: (s) => s.kind }),
    enabled: t.exposeBoolean('enabled', { description: 'Sent when true (the default).' }),
    recipients: t.exposeStringList('recipients', { description: 'Staff addresses, none by default.' }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When an admin last saved it; null while it has its defaults.',
      resolve: (s) => s.updatedAt,
    }),
  }),
});

const OutboxEmailRef = builder.objectRef<EmailOutboxRow>('OutboxEmail').implement({
  description: 'A message of the e-mail outbox (its body is not shown).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Outbox id.' }),
    to: t.exposeString('toAddress', { description: 'Recipient.' }),
    subject: t.exposeString('subject', { description: 'Subject.' }),
    template: t.exposeString('template', { description: 'Which product e-mail (password-reset, ...).' }),
    status: t.field({ type: OutboxStatusEnum, description: 'Delivery state.', resolve: (e) => e.status }),
    attempts: t.exposeInt('attempts', { description: 'Delivery attempts so far.' }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last attempt failed.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was queued.', resolve: (e) => e.createdAt }),
    sentAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was delivered.',
      resolve: (e) => e.sentAt,
    }),
  }),
});

const OutboxPageRef = builder.objectRef<{ items: EmailOutboxRow[]; count: number }>('OutboxPage').implement({
  description: 'A page of the outbox, and how many messages match in all.',
  fields: (t) => ({
    items: t.field({ type: [OutboxEmailRef], description: 'This page.', resolve: (p) => p.items }),
    count: t.exposeInt('count', { description: 'How many match in all ("Showing x-y of total").' }),
  }),
});

builder.queryFields((t) => ({
  notificationSettings: t.field({
    type: [NotificationSettingRef],
    description: 'The three staff notifications, stored or default (enabled, no recipients). ADMIN only.',
    authScopes: ADMIN,
    resolve: (_r, _a, ctx) => findNotificationSettings(ctx.db),
  }),
  emailOutbox: t.field({
    type: OutboxPageRef,
    description: 'Outbox messages, newest first, optionally of one status. ADMIN only.',
    authScopes: ADMIN,
    args: {
      status: t.arg({ type: OutboxStatusEnum, description: 'Only this delivery state.' }),
      first: t.arg.int({ description: `Page size, default ${PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
      skip: t.arg.int({ description: 'Messages to skip.' }),
    },
    resolve: (_r, args, ctx) => findOutboxEmails(ctx.db, args.status, parseInput(staffPageSchema, args)),
  }),
}));

builder.mutationFields((t) => ({
  updateNotificationSetting: t.field({
    type: NotificationSettingRef,
    description: `Saves a staff notification: on or off, and its recipients (valid e-mail addresses, at most ${NOTIFICATION_RECIPIENTS_MAX}; a bad one fails VALIDATION_FAILED at recipients.<index>). ADMIN only.`,
    authScopes: ADMIN,
    args: {
      kind: t.arg({ type: NotificationKindEnum, required: true, description: 'Which notification.' }),
      enabled: t.arg.boolean({ required: true, description: 'Sent when true.' }),
      recipients: t.arg.stringList({ required: true, description: 'Staff addresses.' }),
    },
    resolve: (_r, args, ctx) =>
      updateNotificationSetting(ctx.db, parseInput(notificationSettingSchema, args)),
  }),
  resendEmail: t.field({
    type: OutboxEmailRef,
    description:
      'Queues a copy of an outbox message as a new row and starts its delivery; answers the copy. EMAIL_NOT_FOUND for an unknown id. ADMIN only.',
    authScopes: ADMIN,
    args: { id: t.arg.id({ required: true, description: 'Outbox id.' }) },
    resolve: (_r, args, ctx) => resendEmail(ctx, String(args.id)),
  }),
}));
