import {
  NOTIFICATION_KINDS,
  NOTIFICATION_RECIPIENTS_MAX,
  notificationSettingSchema,
  OUTBOX_STATUSES,
  takesRecipients,
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

/* E-mail configuration, /e-mail-configuration: the e-mails the product sends and the outbox. ADMIN only. */

const ADMIN = { userType: 'ADMIN' } as const;

const NotificationKindEnum = builder.enumType('NotificationKind', {
  description:
    "A kind of e-mail the product sends, with its setting: NEW_LISTING_REQUEST (to staff addresses: a landlord created a listing), LISTING_APPROVED and LISTING_REJECTED (to the owner), NEWSLETTER_WELCOME (to a new subscriber), ENQUIRY_TO_STAFF (to staff addresses: the Enquiries card), ENQUIRY_TO_LANDLORD (a renter's enquiry relayed to the owner with masked addresses), NEW_MESSAGE (to a participant who has not read a new message), VIEWING_REQUEST_TO_STAFF (to staff addresses: a renter sent /request-for-viewing, or a /rental-enquiry lead arrived), VIEWING_REQUESTED (to the landlord, or the Viewing requests addresses on the Viewings Management plan: a renter booked or requested a viewing), VIEWING_CONFIRMED (to the renter, with the calendar invitation), VIEWING_UPDATED (to the other party: a new time proposed or accepted, a viewing completed or missed), VIEWING_CANCELLED (to the other party: a viewing cancelled or a request declined, with the reason) VIEWING_REMINDER (to both parties before a confirmed viewing), SAVED_SEARCH_ALERT (to a renter: new listings matching a saved search, at once or in a daily digest), SAVED_HOME_PRICE_DROP (to a renter: the price of a saved home went down), CONTACT_TO_SUPPORT (to the support address: a /contact-us message), CONTACT_COPY (to its sender: a copy), CONTACT_REPLY (to its sender: a staff answer), SITE_FORM_SUBMISSION (to a form's notification address: a new submission) and SITE_FORM_COPY (to a form's submitter: a copy of their answers).",
  values: NOTIFICATION_KINDS,
});

const OutboxStatusEnum = builder.enumType('OutboxStatus', {
  description:
    'Delivery state: PENDING (waiting for the SMTP server), SENT, FAILED (gave up after 5 attempts), STORED (no SMTP server configured: the outbox is the record).',
  values: OUTBOX_STATUSES,
});

const NotificationSettingRef = builder.objectRef<NotificationSetting>('NotificationSetting').implement({
  description: 'Whether a kind of e-mail is sent and, for one sent to staff, to which addresses.',
  fields: (t) => ({
    kind: t.field({
      type: NotificationKindEnum,
      description: 'Which kind of e-mail.',
      resolve: (s) => s.kind,
    }),
    enabled: t.exposeBoolean('enabled', { description: 'Sent when true (the default).' }),
    takesRecipients: t.boolean({
      description: 'Whether it goes to the staff addresses below; false: to the person it is about.',
      resolve: (s) => takesRecipients(s.kind),
    }),
    recipients: t.exposeStringList('recipients', {
      description: 'Staff addresses, none by default (always none when takesRecipients is false).',
    }),
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
    description:
      'Every kind of e-mail the product sends, stored or default (enabled, no recipients). ADMIN only.',
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
    description: `Saves a kind's setting: on or off and, for a kind sent to staff, its recipients (valid e-mail addresses, at most ${NOTIFICATION_RECIPIENTS_MAX}; a bad one fails VALIDATION_FAILED at recipients.<index>; any for another kind fails at recipients). ADMIN only.`,
    authScopes: ADMIN,
    args: {
      kind: t.arg({ type: NotificationKindEnum, required: true, description: 'Which kind of e-mail.' }),
      enabled: t.arg.boolean({ required: true, description: 'Sent when true.' }),
      recipients: t.arg.stringList({
        required: true,
        description: 'Staff addresses; empty for a kind not sent to staff.',
      }),
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
