import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's authenticator secret (modules/auth/two-factor-*). The secret is stored encrypted
 * with the master key (ENCRYPTED_COLUMNS), never in clear. `enabledAt` is null while the set-up
 * waits for its first code; `lastUsedStep` is the TOTP step of the last accepted code, so no code
 * signs in twice.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 of their normalized form. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose code is awaited: the token (stored hashed) is what
 * `login` answers instead of a session. Kept in the database so any API process can finish it.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes given with this challenge; it ends at TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES. */
    wrongCodes: integer('wrong_codes').notNull().default(0),
  },
  (t) => [uniqueIndex('two_factor_challenges_token_unique').on(t.tokenHash)],
);
