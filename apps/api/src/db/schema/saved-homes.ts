import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A home a renter saved (the heart on a card or a listing page), with their own note. One row per
 * renter and listing, so saving twice keeps one. `savedPrice` is the listing's lowest monthly
 * price when it was saved, so the saved-homes page can say the price changed, and
 * `lastAlertedPrice` the price a price-drop e-mail last announced, so each drop is announced once.
 * The landlord sees how many renters saved a listing (a count of these rows), never who.
 */
export const savedHomes = pgTable(
  'saved_homes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    note: text('note'),
    /**
     * The listing's title when saved: what the saved-homes page names it by once the listing is no
     * longer public, since its current text (an edit awaiting review, say) is not the renter's to read.
     */
    savedTitle: text('saved_title'),
    /** Lowest monthly price (dollars) of the listing's priced units when saved; null: contact for pricing. */
    savedPrice: integer('saved_price'),
    /** The price the last price-drop e-mail announced (null: none sent yet). */
    lastAlertedPrice: integer('last_alerted_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('saved_homes_user_listing_idx').on(t.userId, t.listingId),
    index('saved_homes_user_created_idx').on(t.userId, t.createdAt),
    index('saved_homes_listing_idx').on(t.listingId),
  ],
);

export type SavedHomeRow = typeof savedHomes.$inferSelect;
