import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  PaymentLine,
  PaymentPurpose,
  PaymentStatus,
  PaymentTaxLine,
} from '@rentals/domain/billing/payments';
import { plans } from './billing';
import { listings } from './listings';
import { users } from './users';

/*
 * Payments (issue 21): one row per checkout the product opens with the card processor (the built-in
 * sandbox or Stripe). The processor's webhook events are the source of truth: a row moves from
 * PENDING to PAID, FAILED or CANCELED only when an event says so, and to REFUNDED when staff refund
 * it. The amounts are fixed when the row is created (the server's prices and tax), never from the
 * browser.
 */

const tz = { withTimezone: true, precision: 3 } as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who pays; kept (null) when the account is deleted, for the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** DEPOSIT (list-with-us onboarding deposit) or BOOST (7-day premium listing). */
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    /** The plan the deposit is for (the main paid plan), or the Boost plan. */
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    /** 'sandbox' or 'stripe': which processor holds the checkout. */
    provider: text('provider').notNull(),
    /** The processor's checkout session id. */
    checkoutId: text('checkout_id').unique(),
    /** The processor's payment (intent or charge) id, once paid. */
    chargeId: text('charge_id'),
    currency: text('currency').notNull().default('cad'),
    /** Line items before tax, in cents, with their names in both languages (receipts). */
    lines: jsonb('lines').$type<PaymentLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Tax by component (GST, HST), in cents, as charged. */
    taxes: jsonb('taxes').$type<PaymentTaxLine[]>().notNull(),
    taxRatePer: numeric('tax_rate_per', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Two-letter province code the tax was chosen by. */
    province: text('province').notNull(),
    /** Where the processor sends the payer back (any API process can serve the sandbox's page). */
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    /** Days a BOOST buys (the premium setting when the checkout was opened). */
    boostDays: integer('boost_days'),
    /**
     * The payer's key for one Pay click: the same key again (a double click, a retried request)
     * answers the same payment instead of opening a second checkout.
     */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The language of the payer's e-mails and receipt. */
    locale: text('locale').notNull().default('en'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', tz),
    canceledAt: timestamp('canceled_at', tz),
    refundedAt: timestamp('refunded_at', tz),
    refundedById: uuid('refunded_by_id').references(() => users.id, { onDelete: 'set null' }),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('payments_listing_idx').on(t.listingId, t.createdAt),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Each processor event stored once by its id: a retried delivery finds its row and changes nothing,
 * which is what makes the webhook safe to call many times and from several API processes.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** When the processor created the event (its own clock), for ordering questions. */
    createdAt: timestamp('created_at', tz).notNull(),
    receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

/** Premium settings addressed by name (spec/01 §3): the boost's price and days. */
export const premiumSettings = pgTable('premium_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', tz)
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * A listing's figures per day (issue 21 analytics): counted in memory and added here in batches, so
 * a page view never writes a row in the request path. Staff and the owner's own views are not counted.
 */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    contactClicks: integer('contact_clicks').notNull().default(0),
    conversations: integer('conversations').notNull().default(0),
    viewings: integer('viewings').notNull().default(0),
    applications: integer('applications').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

export type PaymentRow = typeof payments.$inferSelect;
