import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Testimonials shown on the home page (spec/01 §3: imageUrl, fullName, keyword, quote). Staff
 * manage them with the content issue; the home page hides the section while there are none.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt)],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
