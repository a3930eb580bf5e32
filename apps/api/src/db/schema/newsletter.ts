import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { localeEnum } from './users';

/**
 * The footer newsletter's subscribers (spec/03 §2.4). One row per address, whatever its case; an
 * unsubscribe keeps the row (with its time) so a later subscribe is a re-subscribe.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: localeEnum('locale').notNull(),
    /** When the visitor last asked to subscribe: the consent record. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the unsubscribe link's token; the token itself is only in the welcome e-mail. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.unsubscribeTokenHash),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
