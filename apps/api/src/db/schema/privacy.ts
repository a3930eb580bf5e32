import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '@rentals/domain/privacy/rules';
import { fileObjects } from './files';
import { users } from './users';

/**
 * A user's request for a copy of their data (issue 25). A job builds the zip (`fileId`, a private
 * DATA_EXPORT file owned by the user) and e-mails the link; another deletes the zip at
 * `expiresAt`, leaving the row EXPIRED as the record that the request was answered. A build job
 * that gives up leaves the row FAILED, until staff retry it or the user asks again.
 */
export const dataExportRequests = pgTable(
  'data_export_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('REQUESTED'),
    fileId: uuid('file_id').references(() => fileObjects.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_export_requests_user_idx').on(t.userId, t.requestedAt),
    // Two requests at once (a double click, two tabs) cannot both be open: the second insert fails.
    uniqueIndex('data_export_requests_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('REQUESTED', 'PREPARING')`),
    // The staff view lists the requests still to answer, and the failed ones to retry, oldest first.
    index('data_export_requests_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} in ('REQUESTED', 'PREPARING', 'FAILED')`),
  ],
);

export type DataExportRequestRow = typeof dataExportRequests.$inferSelect;
