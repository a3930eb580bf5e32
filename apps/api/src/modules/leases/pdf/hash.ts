import { createHash } from 'node:crypto';

/** The SHA-256 of a document, lowercase hex: what the certificate prints and /verify compares. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
