import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { localeEnum } from './users';

/**
 * Testimonials shown on the home page (spec/01 §3: imageUrl, fullName, keyword, quote). Staff
 * manage them with the content issue; the home page hides the section while there are none.
 * Each is written in one language (locale) and shown to visitors reading that language.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** A short tag under the name, e.g. 'Renter in Toronto'. */
    keyword: text('keyword'),
    quote: text('quote').notNull(),
    imageUrl: text('image_url'),
    /** The language it is written in: the home page shows only those of the visitor's language. */
    locale: localeEnum('locale').notNull().default('en'),
    /** Staff hide one without deleting it; the home page shows only published ones. */
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_locale_created_idx').on(t.locale, t.createdAt)],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
