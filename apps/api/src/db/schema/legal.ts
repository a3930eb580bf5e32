import {
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A version of the terms of use or the privacy policy, in English and French. Admins write a
 * draft (publishedAt null) and publish it; the newest published version of a kind is the one
 * shown and, for TERMS, the one users must have accepted (asked again at their next login).
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['TERMS', 'PRIVACY'] }).notNull(),
    version: integer('version').notNull(),
    /** The day it takes effect, shown on the page. */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    bodyJsonEn: jsonb('body_json_en').$type<Record<string, unknown>>().notNull(),
    bodyHtmlEn: text('body_html_en').notNull(),
    bodyJsonFr: jsonb('body_json_fr').$type<Record<string, unknown>>().notNull(),
    bodyHtmlFr: text('body_html_fr').notNull(),
    /** What changed, shown when users are asked to accept a new version. */
    summaryEn: text('summary_en').notNull().default(''),
    summaryFr: text('summary_fr').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('legal_documents_kind_version_idx').on(t.kind, t.version)],
);

/** Which version of the terms a user accepted, and when (one row per version accepted). */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'restrict' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
