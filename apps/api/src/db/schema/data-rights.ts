import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's own deletion request (issue 25): one per user, removed when they cancel it or when
 * the deletion runs (it goes with the account). The cancel link's token is stored hashed; the token
 * itself is only in the e-mail.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull(),
  },
  (t) => [
    uniqueIndex('account_deletion_requests_token_idx').on(t.cancelTokenHash),
    index('account_deletion_requests_due_idx').on(t.dueAt),
  ],
);

export type AccountDeletionRequestRow = typeof accountDeletionRequests.$inferSelect;
