import type { LeaseStatus, SignerRole, SignerStatus } from '@rentals/domain/leases/statuses';
import type { LeaseTerms } from '@rentals/domain/leases/terms';
import type { Locale } from '@rentals/domain/users/enums';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fileObjects } from './files';
import { listings, units } from './listings';
import { rooms } from './messaging';
import { rentalApplications } from './rental-applications';
import { users } from './users';

/*
 * Leases (issue 19): one row per lease prepared for a listing's unit, its signers in signing order,
 * and every event of its life (the audit trail). A lease outlives the accounts, listing and
 * application it came from: those references are set null, the signed record stays.
 */

const tz = { withTimezone: true, precision: 3 } as const;

export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The landlord who prepared it (the listing's owner). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => rentalApplications.id, { onDelete: 'set null' }),
    /** The conversation each change is posted in. */
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    province: text('province').notNull(),
    status: text('status').$type<LeaseStatus>().notNull().default('DRAFT'),
    subject: text('subject').notNull(),
    message: text('message').notNull().default(''),
    terms: jsonb('terms').$type<LeaseTerms>().notNull(),
    /** Which signing service holds the envelope: 'builtin' or 'docusign'. */
    provider: text('provider').notNull(),
    envelopeId: text('envelope_id'),
    /** Where the first signer signs, without any token (spec field docusignEnvelopeUri). */
    envelopeUri: text('envelope_uri'),
    /** SHA-256 of the unsigned document in each language, fixed when sent. */
    documentHashes: jsonb('document_hashes').$type<Partial<Record<Locale, string>>>().notNull().default({}),
    sealedFileId: uuid('sealed_file_id').references(() => fileObjects.id, { onDelete: 'set null' }),
    /** SHA-256 of the sealed PDF: what /leases/verify compares a file with. */
    sealedSha256: text('sealed_sha256'),
    /** Why it was declined or voided. */
    endedReason: text('ended_reason'),
    sentAt: timestamp('sent_at', tz),
    expiresAt: timestamp('expires_at', tz),
    completedAt: timestamp('completed_at', tz),
    endedAt: timestamp('ended_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('leases_owner_idx').on(t.ownerId, t.createdAt),
    index('leases_status_idx').on(t.status, t.expiresAt),
    uniqueIndex('leases_envelope_idx').on(t.provider, t.envelopeId),
    index('leases_sealed_sha_idx').on(t.sealedSha256),
    index('leases_application_idx').on(t.applicationId),
  ],
);

export type LeaseRow = typeof leases.$inferSelect;

/** Where a signer stopped in the ceremony, so a dropped session resumes there. */
export interface SignerProgress {
  consented: boolean;
  /** Places already tapped (page initials, signature boxes), by id. */
  placesDone: string[];
}

export const leaseSigners = pgTable(
  'lease_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    role: text('role').$type<SignerRole>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The account that signs, when the e-mail belongs to one (matched when sent and on sign-in). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    signingOrder: integer('signing_order').notNull(),
    status: text('status').$type<SignerStatus>().notNull().default('PENDING'),
    /** The language the signer reads and signs in. */
    locale: text('locale').$type<Locale>().notNull(),
    progress: jsonb('progress')
      .$type<SignerProgress>()
      .notNull()
      .default({ consented: false, placesDone: [] }),
    viewedAt: timestamp('viewed_at', tz),
    consentedAt: timestamp('consented_at', tz),
    signedAt: timestamp('signed_at', tz),
    declinedAt: timestamp('declined_at', tz),
    declineReason: text('decline_reason'),
    signatureKind: text('signature_kind').$type<'TYPED' | 'DRAWN'>(),
    signatureText: text('signature_text'),
    initials: text('initials'),
    /** A drawn signature's PNG, a private encrypted file. */
    signatureFileId: uuid('signature_file_id').references(() => fileObjects.id, { onDelete: 'set null' }),
    /** SHA-256 of the unsigned document in the language this signer signed. */
    documentSha256: text('document_sha256'),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    lastRemindedAt: timestamp('last_reminded_at', tz),
  },
  (t) => [
    index('lease_signers_lease_idx').on(t.leaseId, t.signingOrder),
    index('lease_signers_user_idx').on(t.userId),
    index('lease_signers_email_idx').on(t.email),
  ],
);

export type LeaseSignerRow = typeof leaseSigners.$inferSelect;

export const LEASE_EVENT_KINDS = [
  'CREATED',
  'SENT',
  'VIEWED',
  'CONSENTED',
  'SIGNED',
  'DECLINED',
  'VOIDED',
  'EXPIRED',
  'COMPLETED',
  'DOWNLOADED',
  'REMINDED',
] as const;
export type LeaseEventKind = (typeof LEASE_EVENT_KINDS)[number];

/** The audit trail: every event with its time, actor, IP and user agent. Rows are only ever added. */
export const leaseEvents = pgTable(
  'lease_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeaseEventKind>().notNull(),
    signerId: uuid('signer_id').references(() => leaseSigners.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted, as shown in the trail even after their account is gone ('Jane Doe (landlord)'). */
    actorLabel: text('actor_label').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    at: timestamp('at', tz).notNull().defaultNow(),
  },
  (t) => [index('lease_events_lease_idx').on(t.leaseId, t.at)],
);

export type LeaseEventRow = typeof leaseEvents.$inferSelect;
