import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import type { ApplicationStatus } from '@rentals/domain/rental-applications/statuses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fileObjects } from './files';
import { listings, units } from './listings';
import { users } from './users';

/*
 * Rental applications (issue 18, spec/02). One row per application to one listing's unit, pointing
 * at its applicant; each row is also that landlord's share of the applicant's renter passport
 * (revoked, expired or erased as the domain's shares.ts says). The application is kept as the validated draft
 * (without the SIN); the SIN, when given, sits alone in its own column, encrypted.
 */

const tz = { withTimezone: true } as const;

export const rentalApplications = pgTable(
  'rental_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the applicant's account is deleted: the landlord keeps the erased application's history. */
    applicantId: uuid('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('SUBMITTED'),
    /** The validated draft, its documents.sin always ''. */
    data: jsonb('data').$type<RentalApplicationDraft>().notNull(),
    /** The SIN encrypted (envelope encryption), or null when none was given or it cannot be stored encrypted. */
    sinEncrypted: text('sin_encrypted'),
    /** The applicant's separate tick for a credit check: only then may the landlord read the SIN, once. */
    creditCheckConsent: boolean('credit_check_consent').notNull().default(false),
    /** When the applicant withdrew that consent (issue 25): the SIN can no longer be revealed. */
    creditCheckConsentWithdrawnAt: timestamp('credit_check_consent_withdrawn_at', tz),
    sinRevealedAt: timestamp('sin_revealed_at', tz),
    sinRevealedById: uuid('sin_revealed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The submitting client's id for this submission: the same id twice is one application. */
    clientSubmissionId: text('client_submission_id'),
    submittedAt: timestamp('submitted_at', tz).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', tz),
    decidedAt: timestamp('decided_at', tz),
    expiresAt: timestamp('expires_at', tz).notNull(),
    /** When the applicant revoked this landlord's share of their passport (domain shares.ts). */
    shareRevokedAt: timestamp('share_revoked_at', tz),
    /** When the applicant deleted their passport: answers, SIN and files are gone, the history stays. */
    erasedAt: timestamp('erased_at', tz),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rental_applications_client_submission_idx')
      .on(t.applicantId, t.clientSubmissionId)
      .where(sql`${t.clientSubmissionId} is not null`),
    index('rental_applications_applicant_idx').on(t.applicantId, t.submittedAt),
    // The landlord's list and the staff table: by listing, status, newest first.
    index('rental_applications_listing_idx').on(t.listingId, t.status, t.submittedAt),
    index('rental_applications_status_idx').on(t.status, t.submittedAt),
    index('rental_applications_submitted_idx').on(t.submittedAt),
  ],
);
export type RentalApplicationRow = typeof rentalApplications.$inferSelect;

/**
 * The files an application holds, by document key: who may read a rental application document is
 * found from here (the files module asks), and deleting an application lets its files go.
 */
export const rentalApplicationFiles = pgTable(
  'rental_application_files',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => rentalApplications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => fileObjects.id, { onDelete: 'cascade' }),
    documentKey: text('document_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.fileId] }),
    index('rental_application_files_file_idx').on(t.fileId),
  ],
);

/** Every status change of an application: who (null: the product) moved it from what to what, when. */
export const rentalApplicationHistory = pgTable(
  'rental_application_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => rentalApplications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', tz).notNull().defaultNow(),
  },
  (t) => [index('rental_application_history_application_idx').on(t.applicationId, t.at)],
);

/** A signed-in renter's draft, one per user, so it follows them to another device. Never holds a SIN. */
export const rentalApplicationDrafts = pgTable('rental_application_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

/** Each opening of an application by the listing's landlord: the applicant's view log of their share. */
export const rentalApplicationLandlordViews = pgTable(
  'rental_application_landlord_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => rentalApplications.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', tz).notNull().defaultNow(),
  },
  (t) => [index('rental_application_landlord_views_application_idx').on(t.applicationId, t.at)],
);

/** Each opening of an application by staff, shown to admins. */
export const rentalApplicationStaffViews = pgTable(
  'rental_application_staff_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => rentalApplications.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', tz).notNull().defaultNow(),
  },
  (t) => [index('rental_application_staff_views_application_idx').on(t.applicationId, t.at)],
);
