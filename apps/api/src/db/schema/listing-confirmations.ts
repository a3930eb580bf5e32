import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AVAILABILITY_ANSWERS } from '@rentals/domain/listings/availability-confirmation';
import { listings } from './listings';

/*
 * The links of a 'Still available?' e-mail (issue 25): one row per e-mail, named in both of its
 * links by an HMAC-signed id (listing-confirmation-token.ts). Answering consumes the row in the
 * transaction that changes the listing, so a link works once; past expires_at it works no more.
 */
export const listingConfirmationLinks = pgTable(
  'listing_confirmation_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    answer: text('answer', { enum: AVAILABILITY_ANSWERS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_confirmation_links_listing_idx').on(t.listingId)],
);

export type ListingConfirmationLinkRow = typeof listingConfirmationLinks.$inferSelect;
