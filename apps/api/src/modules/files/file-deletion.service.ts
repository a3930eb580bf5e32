import { inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import type { AppDeps } from '../../graphql/context';
import { storedObjectKeys } from './file-kinds';

/*
 * Deleting uploaded files, for every module that removes some (deleteFile, a listing's pictures
 * and documents, a deleted user's uploads, the sweep of unreferenced files): the rows go in the
 * caller's transaction, the stored bytes (the file and its image variants) once it has committed.
 */

/** Storage keys of files whose rows were deleted in a transaction: their bytes go once it commits. */
export type StoredKeys = string[];

/** Deletes the file rows matching `where` (their pictures cascade); answers each deleted file's storage keys. */
export async function deleteFileRowsWhere(tx: Db, where: SQL): Promise<StoredKeys[]> {
  const rows = await tx.delete(fileObjects).where(where).returning({
    storageKey: fileObjects.storageKey,
    pathType: fileObjects.pathType,
    mimeType: fileObjects.mimeType,
  });
  return rows.map(storedObjectKeys);
}

/** Deletes file rows by id (their pictures cascade); answers the storage keys to delete after commit. */
export async function deleteFileRows(tx: Db, fileIds: readonly string[]): Promise<StoredKeys> {
  if (!fileIds.length) return [];
  return (await deleteFileRowsWhere(tx, inArray(fileObjects.id, [...fileIds]))).flat();
}

/**
 * Deletes stored bytes after the rows are gone (committed). A failure only leaves unreachable
 * bytes behind, so it is logged, never reported to the caller (spec/01 §4 image-list sync).
 */
export async function deleteStoredObjects(
  deps: Pick<AppDeps, 'storage' | 'log'>,
  keys: StoredKeys,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      deps.log.warn({ err: result.reason, storageKey: keys[i] }, 'stored object not deleted');
    }
  });
}
