import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VERIFICATION_DOCUMENT_KINDS, VERIFICATION_REQUEST_STATES } from '@rentals/domain/verification/enums';
import { POSTER_ROLES } from '@rentals/domain/listings/enums';
import { fileObjects } from './files';
import { listings } from './listings';
import { users } from './users';

/**
 * A poster's request to be verified (issue 25): the role they post under, their documents, and
 * staff's decision. The decision, who made it and why stay after the documents are deleted
 * (documents_deleted_at, VERIFICATION_DOCUMENT_RETENTION_DAYS after the decision).
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: POSTER_ROLES }).notNull(),
    state: text('state', { enum: VERIFICATION_REQUEST_STATES }).notNull().default('SUBMITTED'),
    registrationNumber: text('registration_number'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // Kept when the staff account goes: the decision stays on record.
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    decisionReason: text('decision_reason'),
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_requests_user_idx').on(t.userId, t.submittedAt.desc()),
    // The staff queue: waiting requests, oldest first.
    index('verification_requests_queue_idx')
      .on(t.submittedAt)
      .where(sql`${t.state} = 'SUBMITTED'`),
  ],
);

export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

/** One file of a request's checklist document; file_id goes null when retention deletes the file. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => verificationRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VERIFICATION_DOCUMENT_KINDS }).notNull(),
    fileId: uuid('file_id').references(() => fileObjects.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('verification_documents_request_idx').on(t.requestId),
    index('verification_documents_file_idx').on(t.fileId),
  ],
);

/**
 * Who read a request's documents, kept after the files are deleted: file_downloads holds the reads
 * of a live file (and goes with it), so retention copies them here first.
 */
export const verificationDocumentViews = pgTable(
  'verification_document_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => verificationRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VERIFICATION_DOCUMENT_KINDS }).notNull(),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_document_views_request_idx').on(t.requestId, t.viewedAt)],
);

/**
 * A poster's grace period (VERIFICATION_GRACE_DAYS after their first public listing): when it
 * began, the reminders sent since, and when their listings were hidden for want of verification.
 */
export const verificationGrace = pgTable('verification_grace', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  remindersSent: jsonb('reminders_sent').$type<number[]>().notNull().default([]),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
});

/**
 * The listings hidden because their poster is not verified (is_hidden set by this domain), so that
 * approval brings back exactly these and never one staff hid for another reason.
 */
export const verificationHiddenListings = pgTable(
  'verification_hidden_listings',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_hidden_listings_user_idx').on(t.userId)],
);
