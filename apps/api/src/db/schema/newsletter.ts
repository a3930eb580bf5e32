import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { localeEnum } from './users';

/**
 * The footer newsletter's subscribers (spec/03 §2.4). One row per address, whatever its case; an
 * unsubscribe keeps the row (with its time) so a later subscribe is a re-subscribe. Double opt-in:
 * an address receives the newsletter only once the link e-mailed to it was followed (confirmedAt,
 * and no unsubscribe since); a row still waiting past the link's life is removed by the retention run.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: localeEnum('locale').notNull(),
    /** When the address's owner last confirmed (before that, asked): the consent record. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the confirmation link was followed; null while the address has not confirmed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the pending confirmation link's token; null once used (or never asked). */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the pending confirmation link was sent: it works NEWSLETTER_CONFIRM_LINK_DAYS. */
    confirmRequestedAt: timestamp('confirm_requested_at', { withTimezone: true }),
    /** SHA-256 of the unsubscribe link's token; the token itself is only in the welcome e-mail. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.unsubscribeTokenHash),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmTokenHash),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
