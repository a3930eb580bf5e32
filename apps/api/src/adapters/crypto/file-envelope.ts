import { randomBytes } from 'node:crypto';
import { DecryptionError, IV_BYTES, TAG_BYTES, open, seal } from './aes-gcm';
import type { KeyRing } from './key-ring';

/*
 * Envelope encryption of stored files. Each file has its own random 256-bit data key; its content is
 * encrypted with it (AES-256-GCM) and the data key is wrapped (AES-256-GCM) by the current master
 * key. The stored object is self-contained apart from the key: a header, the IV, the ciphertext and
 * the tag. The wrapped key and the master key's id go in the file's row, so rotating the master key
 * rewrites rows in transactions and never the objects, on the local folder and S3 alike.
 */

/** First bytes of an encrypted object: format name and version. */
const OBJECT_HEADER = Buffer.from('RENC\x01');
const DATA_KEY_BYTES = 32;

/** What the file's row keeps to decrypt its object. */
export interface FileKeyEnvelope {
  /** Id of the master key that wrapped the data key. */
  keyId: string;
  /** The data key wrapped by that master key: base64 of IV, ciphertext and tag. */
  wrappedKey: string;
}

/** The data key's authenticated context names the master key, so a key id swapped in a row fails the check. */
const wrapContext = (keyId: string) => `data-key:v1:${keyId}`;
/** The content's context is the file's id: an object moved under another row does not decrypt. */
const contentContext = (fileId: string) => `file:v1:${fileId}`;

function wrap(ring: KeyRing, dataKey: Buffer): FileKeyEnvelope {
  const { id, key } = ring.current;
  const sealed = seal(key, dataKey, wrapContext(id));
  return {
    keyId: id,
    wrappedKey: Buffer.concat([sealed.iv, sealed.ciphertext, sealed.tag]).toString('base64'),
  };
}

function unwrap(ring: KeyRing, envelope: FileKeyEnvelope): Buffer {
  const master = ring.find(envelope.keyId);
  if (!master) throw new DecryptionError('unknownKey');
  const bytes = Buffer.from(envelope.wrappedKey, 'base64');
  if (bytes.length !== IV_BYTES + DATA_KEY_BYTES + TAG_BYTES) throw new DecryptionError('malformed');
  return open(
    master.key,
    {
      iv: bytes.subarray(0, IV_BYTES),
      ciphertext: bytes.subarray(IV_BYTES, IV_BYTES + DATA_KEY_BYTES),
      tag: bytes.subarray(IV_BYTES + DATA_KEY_BYTES),
    },
    wrapContext(envelope.keyId),
  );
}

/** Encrypts a file's content under a new data key: the object to store and what its row keeps. */
export function encryptFileContent(
  ring: KeyRing,
  fileId: string,
  plaintext: Buffer,
): { body: Buffer; envelope: FileKeyEnvelope } {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const sealed = seal(dataKey, plaintext, contentContext(fileId));
  return {
    body: Buffer.concat([OBJECT_HEADER, sealed.iv, sealed.ciphertext, sealed.tag]),
    envelope: wrap(ring, dataKey),
  };
}

/** The content of an encrypted object, or a DecryptionError: never bytes that failed the check. */
export function decryptFileContent(
  ring: KeyRing,
  fileId: string,
  envelope: FileKeyEnvelope,
  body: Buffer,
): Buffer {
  const dataKey = unwrap(ring, envelope);
  const start = OBJECT_HEADER.length;
  if (body.length < start + IV_BYTES + TAG_BYTES || !body.subarray(0, start).equals(OBJECT_HEADER)) {
    throw new DecryptionError('malformed');
  }
  return open(
    dataKey,
    {
      iv: body.subarray(start, start + IV_BYTES),
      ciphertext: body.subarray(start + IV_BYTES, body.length - TAG_BYTES),
      tag: body.subarray(body.length - TAG_BYTES),
    },
    contentContext(fileId),
  );
}

/** The same data key wrapped by the current master key (key rotation); the object is untouched. */
export function rewrapFileKey(ring: KeyRing, envelope: FileKeyEnvelope): FileKeyEnvelope {
  return wrap(ring, unwrap(ring, envelope));
}
