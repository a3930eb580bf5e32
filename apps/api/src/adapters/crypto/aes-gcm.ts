import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM with a random 96-bit IV and a 128-bit tag: the one cipher of this folder. */
export const IV_BYTES = 12;
export const TAG_BYTES = 16;

/**
 * Encrypted data that cannot be read: a key none of the configured keys is, or bytes changed since
 * they were written (the tag check fails). Never carries the data itself.
 */
export class DecryptionError extends Error {
  constructor(readonly reason: 'unknownKey' | 'tampered' | 'malformed') {
    super(`Encrypted data cannot be read: ${reason}`);
    this.name = 'DecryptionError';
  }
}

export interface Sealed {
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

/** Encrypts `plaintext`; `aad` is authenticated, not stored, and must be given again to open it. */
export function seal(key: Buffer, plaintext: Buffer, aad: string): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, ciphertext, tag: cipher.getAuthTag() };
}

/**
 * Decrypts all of it before answering: GCM checks the tag only at the end, so nothing is returned
 * from bytes that turn out to be changed or from the wrong key.
 */
export function open(key: Buffer, sealed: Sealed, aad: string): Buffer {
  if (sealed.iv.length !== IV_BYTES || sealed.tag.length !== TAG_BYTES)
    throw new DecryptionError('malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(sealed.tag);
  try {
    return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
  } catch {
    throw new DecryptionError('tampered');
  }
}
