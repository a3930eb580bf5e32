import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A search a renter saved from /search (its filters and map box) with how they want to hear of
 * new homes that match: INSTANT (an e-mail per new listing), DAILY (one digest a day) or NONE.
 * `filtersKey` is the canonical form of the filters (packages/domain saved-searches), unique per
 * user, so saving the same search twice keeps one. Pausing keeps the search and stops its alerts.
 * Unrelated to the search history staff see (search_history), which is left as it is.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    filtersKey: text('filters_key').notNull(),
    alertFrequency: text('alert_frequency', { enum: ['INSTANT', 'DAILY', 'NONE'] })
      .notNull()
      .default('INSTANT'),
    paused: boolean('paused').notNull().default(false),
    /** When the last daily digest went out (null: never). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('saved_searches_user_filters_idx').on(t.userId, t.filtersKey),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A listing found for a saved search: one row per search and listing, inserted in the transaction
 * that sends (INSTANT) or queues (DAILY, `sentAt` null until the digest) its alert, so each new
 * listing is announced at most once per search, whatever retries or workers do.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /**
     * When it was settled: its e-mail queued in the outbox, or dropped unsent (the kind off, the
     * search no longer DAILY); null while it waits for a digest.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_search_matches_search_listing_idx').on(t.savedSearchId, t.listingId),
    index('saved_search_matches_listing_idx').on(t.listingId),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchMatchRow = typeof savedSearchMatches.$inferSelect;
