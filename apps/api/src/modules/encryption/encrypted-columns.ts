/*
 * The columns holding values encrypted with encryptField (adapters/crypto/field-encryption.ts), so
 * `npm run keys:rotate` re-encrypts them under a new master key. A module that stores an encrypted
 * field (the rental application's SIN) adds its column here; names are code, never user input.
 */

export interface EncryptedColumn {
  table: string;
  /** The table's primary key column. */
  idColumn: string;
  column: string;
}

export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [
  // The rental application's SIN (modules/rental-applications/sin-storage.ts).
  { table: 'rental_applications', idColumn: 'id', column: 'sin_encrypted' },
  // Authenticator secrets (modules/auth/two-factor-secret.ts).
  { table: 'two_factor_secrets', idColumn: 'user_id', column: 'secret_encrypted' },
];
