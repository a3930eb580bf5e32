import type { EncryptionAdapter } from '../../adapters/crypto/encryption';

/*
 * Where the SIN goes in and out of its column: only ever encrypted (envelope encryption with the
 * master key, adapters/crypto/field-encryption.ts), never in the application's JSON, a log line or
 * an error. The column is listed in ENCRYPTED_COLUMNS, so key rotation re-encrypts it.
 */

/** The column value of a complete, valid SIN. */
export function sealSin(encryption: EncryptionAdapter, sin: string): string {
  return encryption.encryptField(sin);
}

/** The SIN of a column value, or null when none was given. */
export function openSin(encryption: EncryptionAdapter, stored: string | null): string | null {
  return stored === null ? null : encryption.decryptField(stored);
}
