import { randomUUID } from 'node:crypto';
import type { FileMimeType, FilePathType } from '@rentals/domain/files/enums';
import { FILE_KIND_LIMITS } from '@rentals/domain/files/limits';
import type { Db } from '../../db/client';
import { fileObjects, type FileObjectRow } from '../../db/schema/files';
import type { AppDeps } from '../../graphql/context';
import { storageKey } from './file-kinds';

/*
 * Files the product makes itself (a sealed lease, a drawn signature), stored like uploads of their
 * kind: encrypted under their own data key when the kind is, private when it is. The row is written
 * in the caller's transaction; if that fails, the caller deletes the stored object (`discard`).
 */

export interface GeneratedFile {
  pathType: FilePathType;
  mimeType: FileMimeType;
  filename: string;
  body: Uint8Array;
  /** Who the file is recorded as uploaded by; null for the product. */
  ownerId: string | null;
}

export async function storeGeneratedFile(
  deps: Pick<AppDeps, 'storage' | 'encryption'>,
  tx: Db,
  file: GeneratedFile,
): Promise<{ row: FileObjectRow; discard: () => Promise<void> }> {
  const limits = FILE_KIND_LIMITS[file.pathType];
  if (!limits.mimeTypes.includes(file.mimeType))
    throw new Error(`${file.mimeType} is not a ${file.pathType}`);
  const id = randomUUID();
  const key = storageKey(file.pathType, id, file.mimeType);
  const body = Buffer.from(file.body);
  const encrypted = limits.isEncrypted ? deps.encryption.encryptFile(id, body) : null;
  await deps.storage.put(key, encrypted?.body ?? body, file.mimeType);
  const discard = () => deps.storage.delete(key).catch(() => undefined);
  try {
    const [row] = await tx
      .insert(fileObjects)
      .values({
        id,
        ownerId: file.ownerId,
        pathType: file.pathType,
        storageKey: key,
        filename: file.filename,
        mimeType: file.mimeType,
        size: body.length,
        width: null,
        height: null,
        isPrivate: limits.isPrivate,
        encryptionKeyId: encrypted?.envelope.keyId ?? null,
        wrappedDataKey: encrypted?.envelope.wrappedKey ?? null,
        documentKey: null,
      })
      .returning();
    return { row: row!, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
