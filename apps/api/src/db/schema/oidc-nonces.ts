import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The nonces of the id tokens accepted by hosted login, kept until the token expires: a nonce is
 * accepted once, so a token that was already exchanged cannot be replayed for another session.
 * Only a SHA-256 of the nonce is stored.
 */
export const oidcUsedNonces = pgTable(
  'oidc_used_nonces',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_used_nonces_expires_idx').on(t.expiresAt)],
);
