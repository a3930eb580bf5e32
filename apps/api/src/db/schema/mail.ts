import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A calendar invitation or cancellation an e-mail carries (an .ics, sent as text/calendar). */
export interface MailCalendarEvent {
  /** The iTIP method, which must match the METHOD inside `content` (RFC 5546). */
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  /** The iCalendar text. */
  content: string;
}

/**
 * Every e-mail the product sends is written here first. With SMTP configured a sender delivers it
 * and records the outcome; without, the outbox is the record (and what the tests read).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The calendar invitation or cancellation it carries, if any. */
    calendarEvent: jsonb('calendar_event').$type<MailCalendarEvent>(),
    template: text('template').notNull(),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED', 'STORED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status)],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
