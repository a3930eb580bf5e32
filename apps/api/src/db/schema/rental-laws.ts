import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { localeEnum, users } from './users';

/**
 * A rental law entry (spec/01 §3: title, description, province, audience, count, seen,
 * isPublished): what a renter or a landlord of one province should know on one topic, written
 * for this product, with its official source and the day it was last reviewed. The body is kept
 * as editor JSON, sanitized HTML and plain text, like a blog post. `count` is how many times
 * readers opened the official source from it; `seen` how many times the entry was read.
 */
export const rentalLaws = pgTable(
  'rental_laws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** A one-line summary shown before the entry is opened. */
    description: text('description').notNull().default(''),
    /** Two-letter province code (packages/domain PROVINCES). */
    province: text('province').notNull(),
    audience: text('audience', { enum: ['RENTER', 'LANDLORD', 'BOTH'] }).notNull(),
    /** A stable topic key (rent-increase, deposits, notice, ending, repairs, discrimination, …). */
    topic: text('topic').notNull(),
    locale: localeEnum('locale').notNull().default('en'),
    bodyJson: jsonb('body_json').$type<Record<string, unknown>>().notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    sourceUrl: text('source_url').notNull(),
    sourceTitle: text('source_title'),
    lastReviewedOn: date('last_reviewed_on', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    count: integer('count').notNull().default(0),
    seen: integer('seen').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('rental_laws_province_idx').on(t.province, t.locale, t.isPublished, t.position)],
);

export type RentalLawRow = typeof rentalLaws.$inferSelect;
