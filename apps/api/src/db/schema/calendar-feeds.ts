import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * A user's private calendar feed of viewings (issue 17): one per user. The URL's token is an HMAC
 * of the user and `salt` under the server's token key, so the API can show the URL again while the
 * table holds only the token's SHA-256 (a copy of the table alone opens no feed). Revoking draws a
 * new salt: the old URL stops answering.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
