import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import { containing } from '../../db/sql-helpers';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { deleteFileRows, deleteStoredObjects, type StoredKeys } from '../files/file-deletion.service';

/*
 * Help-center thumbnails, as the blog's: only a picture uploaded here as HELP_CENTER_THUMBNAIL (so
 * checked to be at least 300×300) and served at /files/<id>. When an article, a collection or a
 * thumbnail itself is deleted, the file goes too, unless another help row still shows it: its row
 * in the same transaction, its bytes once that transaction has committed (never before, so a
 * rolled-back delete never leaves a row pointing at missing bytes).
 */

// Lowercase only, as uploads answer it: rows store and compare the address as text, so the same
// file in capitals would pass the checks yet match none of the rows that show it.
const FILE_URL = /^\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The file id of one of our file addresses (canonical lowercase form), or null. */
export const thumbnailFileId = (url: string): string | null => FILE_URL.exec(url)?.[1] ?? null;

/**
 * Refuses (HELP_THUMBNAIL_INVALID) a thumbnail that is not a HELP_CENTER_THUMBNAIL upload. The file
 * row is held `for share` until commit, so releaseThumbnails cannot delete it under a save.
 */
export async function checkHelpThumbnail(tx: Db, url: string | null): Promise<void> {
  if (!url) return;
  const id = thumbnailFileId(url);
  const [file] = id
    ? await tx
        .select({ id: fileObjects.id })
        .from(fileObjects)
        .where(and(eq(fileObjects.id, id), eq(fileObjects.pathType, 'HELP_CENTER_THUMBNAIL')))
        .for('share')
    : [];
  if (!file) throw new AppError('HELP_THUMBNAIL_INVALID');
}

/** Whether any help row still shows `url`: as a thumbnail, or as a picture inside an article. */
async function stillUsed(tx: Db, url: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`1` })
    .from(helpArticles)
    .where(
      or(eq(helpArticles.thumbnailUrl, url), sql`${helpArticles.bodyHtml} like ${containing(`"${url}"`)}`),
    )
    .limit(1);
  if (row) return true;
  const [collection] = await tx
    .select({ n: sql<number>`1` })
    .from(helpCollections)
    .where(eq(helpCollections.thumbnailUrl, url))
    .limit(1);
  return !!collection;
}

/**
 * Deletes the file rows of thumbnails no help row uses any more (call after the rows that used
 * them changed, in the same transaction); answers the storage keys to delete after commit. Only
 * HELP_CENTER_THUMBNAIL files are touched: another kind's file is never ours to delete.
 */
export async function releaseThumbnails(tx: Db, urls: readonly (string | null)[]): Promise<StoredKeys> {
  const candidates = [...new Set(urls)].filter((url): url is string => !!url && !!thumbnailFileId(url));
  if (!candidates.length) return [];
  // Locked (ids sorted) before the usage check: a save holding the file `for share` commits its
  // row first and is then seen using it; one arriving later waits, then finds the file gone.
  const ours = await tx
    .select({ id: fileObjects.id })
    .from(fileObjects)
    .where(
      and(
        inArray(
          fileObjects.id,
          candidates.map((url) => thumbnailFileId(url)!),
        ),
        eq(fileObjects.pathType, 'HELP_CENTER_THUMBNAIL'),
      ),
    )
    .orderBy(fileObjects.id)
    .for('update');
  const unused: string[] = [];
  for (const url of candidates) {
    const id = thumbnailFileId(url)!;
    if (ours.some((f) => f.id === id) && !(await stillUsed(tx, url))) unused.push(id);
  }
  return unused.length ? deleteFileRows(tx, unused) : [];
}

/**
 * Runs `work` in a transaction; the storage keys it answers are deleted once it has committed
 * (a failure there only leaves unreachable bytes, and is logged).
 */
export async function withFilesDeletedAfterCommit<T>(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  work: (tx: Db) => Promise<{ result: T; keys: StoredKeys }>,
): Promise<T> {
  const { result, keys } = await deps.db.transaction((t) => work(t as unknown as Db));
  if (keys.length) await deleteStoredObjects(deps, keys);
  return result;
}

/**
 * deleteHelpCenterThumbnail: clears `url` from every article and collection showing it and deletes
 * the file after commit (unless an article's text still shows it). HELP_THUMBNAIL_INVALID for an
 * address that is not a help-center upload.
 */
export async function deleteHelpThumbnail(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  url: string,
): Promise<boolean> {
  const id = thumbnailFileId(url);
  if (!id) throw new AppError('HELP_THUMBNAIL_INVALID');
  return withFilesDeletedAfterCommit(deps, async (tx) => {
    const [file] = await tx
      .select({ pathType: fileObjects.pathType })
      .from(fileObjects)
      .where(eq(fileObjects.id, id));
    if (file && file.pathType !== 'HELP_CENTER_THUMBNAIL') throw new AppError('HELP_THUMBNAIL_INVALID');
    const articles = await tx
      .update(helpArticles)
      .set({ thumbnailUrl: null })
      .where(eq(helpArticles.thumbnailUrl, url))
      .returning({ id: helpArticles.id });
    const collections = await tx
      .update(helpCollections)
      .set({ thumbnailUrl: null })
      .where(eq(helpCollections.thumbnailUrl, url))
      .returning({ id: helpCollections.id });
    if (!file && !articles.length && !collections.length) throw new AppError('HELP_THUMBNAIL_INVALID');
    return { result: true, keys: await releaseThumbnails(tx, [url]) };
  });
}
