import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileObjectRow } from '../../db/schema/files';
import type { AppDeps } from '../../graphql/context';
import type { FileKeyEnvelope } from '../../adapters/crypto/file-envelope';

/*
 * Reading a stored file's content, decrypted when it was stored encrypted. Every reader of stored
 * bytes (downloads, the picture scan) goes through here, so none hands out ciphertext or, worse,
 * bytes that failed the integrity check.
 */

export interface FileContent {
  body: Readable;
  size: number;
}

/** The key envelope of an encrypted file's row, or null for a file stored in the clear. */
export function fileEnvelope(
  file: Pick<FileObjectRow, 'encryptionKeyId' | 'wrappedDataKey'>,
): FileKeyEnvelope | null {
  return file.encryptionKeyId && file.wrappedDataKey
    ? { keyId: file.encryptionKeyId, wrappedKey: file.wrappedDataKey }
    : null;
}

/**
 * The content of the object at `key` (the file's own, or a smaller copy of a public picture), or
 * null when it is missing. An encrypted object is read whole and decrypted before anything is
 * answered, since GCM checks its tag only at the end (documents are at most 10 MB); a changed
 * object or an unknown key throws DecryptionError. Plain objects are streamed as stored.
 */
export async function readFileContent(
  deps: Pick<AppDeps, 'storage' | 'encryption'>,
  file: Pick<FileObjectRow, 'id' | 'storageKey' | 'encryptionKeyId' | 'wrappedDataKey'>,
  key: string = file.storageKey,
): Promise<FileContent | null> {
  const object = await deps.storage.get(key);
  if (!object) return null;
  const envelope = fileEnvelope(file);
  if (!envelope) return object;
  const plaintext = deps.encryption.decryptFile(file.id, envelope, await buffer(object.body));
  return { body: Readable.from([plaintext]), size: plaintext.length };
}

/** The whole content as one buffer (small files only: pictures for the scan). */
export async function readFileBuffer(
  deps: Pick<AppDeps, 'storage' | 'encryption'>,
  file: Pick<FileObjectRow, 'id' | 'storageKey' | 'encryptionKeyId' | 'wrappedDataKey'>,
): Promise<Buffer | null> {
  const content = await readFileContent(deps, file);
  return content ? buffer(content.body) : null;
}
