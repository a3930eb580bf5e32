import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { legalDocuments } from './legal';
import { localeEnum, userTypeEnum } from './users';

/**
 * A sign-up waiting for its e-mailed link: the account is created only when the link is used, so
 * the sign-up form answers the same whether the address has an account or not. Only a hash of the
 * link's token and of the password are kept; expired rows go with the daily retention run.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised (lower-case) like users.email; several rows may share one until one is confirmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: userTypeEnum('user_type').notNull(),
    locale: localeEnum('locale').notNull(),
    /** The terms version shown when the box was ticked; null when none was published. */
    termsDocumentId: uuid('terms_document_id').references(() => legalDocuments.id, {
      onDelete: 'set null',
    }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_sign_ups_token_hash_unique').on(t.tokenHash),
    index('pending_sign_ups_email_idx').on(t.email),
    index('pending_sign_ups_expires_idx').on(t.expiresAt),
  ],
);
