import { DecryptionError, open, seal } from './aes-gcm';
import type { KeyRing } from './key-ring';

/*
 * Small values kept encrypted in a column (a SIN): one self-describing text,
 * `enc1.<key id>.<iv>.<ciphertext>.<tag>` (base64url), encrypted with the master key itself. The
 * value never appears in an error or a log line.
 */

const PREFIX = 'enc1';
const CONTEXT = 'field:v1';
const FORMAT = /^enc1\.([0-9a-f]{16})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]+)$/;

/** Encrypts a value under the current master key. */
export function encryptField(ring: KeyRing, value: string): string {
  const { id, key } = ring.current;
  const { iv, ciphertext, tag } = seal(key, Buffer.from(value, 'utf8'), CONTEXT);
  return [
    PREFIX,
    id,
    iv.toString('base64url'),
    ciphertext.toString('base64url'),
    tag.toString('base64url'),
  ].join('.');
}

/** The id of the master key that encrypted a field, or null when the text is not an encrypted field. */
export function fieldKeyId(text: string): string | null {
  return FORMAT.exec(text)?.[1] ?? null;
}

/** The value of an encrypted field; a DecryptionError when the key is unknown or the text was changed. */
export function decryptField(ring: KeyRing, text: string): string {
  const match = FORMAT.exec(text);
  if (!match) throw new DecryptionError('malformed');
  const master = ring.find(match[1]!);
  if (!master) throw new DecryptionError('unknownKey');
  const plain = open(
    master.key,
    {
      iv: Buffer.from(match[2]!, 'base64url'),
      ciphertext: Buffer.from(match[3]!, 'base64url'),
      tag: Buffer.from(match[4]!, 'base64url'),
    },
    CONTEXT,
  );
  return plain.toString('utf8');
}
