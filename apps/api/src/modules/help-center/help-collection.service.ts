import type { HelpAudience } from '@rentals/domain/help-center/rules';
import type { HelpCollectionData } from '@rentals/domain/help-center/schemas';
import type { Locale } from '@rentals/domain/users/enums';
import { and, asc, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, helpCollections, type HelpCollectionRow } from '../../db/schema/help-center';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import {
  closeCollectionGap,
  lockCollectionOrder,
  lockCollections,
  moveAllArticles,
  nextCollectionPosition,
} from './help-positions';
import { checkHelpThumbnail, releaseThumbnails, withFilesDeletedAfterCommit } from './help-thumbnails';

/*
 * Help-center collections (the spec's categories): staff create, rename and delete them; readers
 * see those holding a published article for them. A collection's articles are never dropped with
 * it: deleting one that holds any needs another collection to move them to.
 */

const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((t) => work(t as unknown as Db));

/** The collection, or HELP_COLLECTION_NOT_FOUND (a malformed id included). */
export async function requireCollection(db: Db, id: string): Promise<HelpCollectionRow> {
  if (!UUID.test(id)) throw new AppError('HELP_COLLECTION_NOT_FOUND');
  const [row] = await db.select().from(helpCollections).where(eq(helpCollections.id, id));
  if (!row) throw new AppError('HELP_COLLECTION_NOT_FOUND');
  return row;
}

/** A reader who says they are `audience` sees what is for them and for everyone; null: all. */
export const audienceCondition = (column: SQLWrapper, audience?: HelpAudience | null) =>
  !audience || audience === 'EVERYONE' ? undefined : sql`${column} in ('EVERYONE', ${audience})`;

const publishedArticleIn = (locale: Locale | null, audience?: HelpAudience | null) =>
  sql`exists (select 1 from ${helpArticles} where ${and(
    eq(helpArticles.collectionId, helpCollections.id),
    eq(helpArticles.isPublished, true),
    locale ? eq(helpArticles.locale, locale) : undefined,
    audienceCondition(helpArticles.userType, audience),
  )})`;

/**
 * The public list: collections for `audience` (theirs and everyone's; null: all) holding at least
 * one published article in `locale` for that audience, in staff's order.
 */
export function findPublicCollections(
  db: Db,
  { audience, locale }: { audience?: HelpAudience | null; locale: Locale },
): Promise<HelpCollectionRow[]> {
  return db
    .select()
    .from(helpCollections)
    .where(and(audienceCondition(helpCollections.audience, audience), publishedArticleIn(locale, audience)))
    .orderBy(asc(helpCollections.position));
}

/** Every collection in order, empty ones included (staff). */
export function findAllCollections(db: Db): Promise<HelpCollectionRow[]> {
  return db.select().from(helpCollections).orderBy(asc(helpCollections.position));
}

/**
 * One collection, or null (unknown or malformed id). A reader without drafts gets null for a
 * collection with no published article in any language: there is nothing in it to read.
 */
export async function findVisibleCollection(
  db: Db,
  id: string,
  drafts: boolean,
): Promise<HelpCollectionRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(helpCollections)
    .where(and(eq(helpCollections.id, id), drafts ? undefined : publishedArticleIn(null)));
  return row ?? null;
}

const valuesOf = (data: HelpCollectionData) => ({
  titleEn: data.titleEn,
  titleFr: data.titleFr,
  descriptionEn: data.descriptionEn,
  descriptionFr: data.descriptionFr,
  icon: data.icon,
  thumbnailUrl: data.thumbnailUrl,
  audience: data.audience,
});

/** Adds a collection at the end of the order. */
export async function createHelpCollection(db: Db, data: HelpCollectionData): Promise<HelpCollectionRow> {
  return transaction(db, async (tx) => {
    await checkHelpThumbnail(tx, data.thumbnailUrl);
    await lockCollectionOrder(tx);
    const position = await nextCollectionPosition(tx);
    const [row] = await tx
      .insert(helpCollections)
      .values({ ...valuesOf(data), position })
      .returning();
    return row!;
  });
}

/**
 * Renames a collection or changes its picture and audience; its place stays. Its row is locked
 * first, so a delete cannot commit in between; a replaced thumbnail's file goes after commit when
 * nothing else shows it.
 */
export async function updateHelpCollection(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  id: string,
  data: HelpCollectionData,
): Promise<HelpCollectionRow> {
  return withFilesDeletedAfterCommit(deps, async (tx) => {
    const [collection] = await lockCollections(tx, [id]);
    if (!collection) throw new AppError('HELP_COLLECTION_NOT_FOUND');
    await checkHelpThumbnail(tx, data.thumbnailUrl);
    const [row] = await tx
      .update(helpCollections)
      .set(valuesOf(data))
      .where(eq(helpCollections.id, id))
      .returning();
    const replaced = collection.thumbnailUrl !== data.thumbnailUrl ? [collection.thumbnailUrl] : [];
    return { result: row!, keys: await releaseThumbnails(tx, replaced) };
  });
}

/**
 * Deletes a collection and closes the gap in the order. One holding articles needs `moveTo`,
 * another collection, where they are appended in their order (HELP_COLLECTION_NOT_EMPTY {count},
 * HELP_COLLECTION_MOVE_INVALID). Its thumbnail file goes after commit when nothing else shows it.
 */
export async function deleteHelpCollection(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  id: string,
  moveTo: string | null,
): Promise<boolean> {
  if (!UUID.test(id)) throw new AppError('HELP_COLLECTION_NOT_FOUND');
  return withFilesDeletedAfterCommit(deps, async (tx) => {
    await lockCollectionOrder(tx);
    const locked = await lockCollections(tx, moveTo ? [id, moveTo] : [id]);
    const collection = locked.find((c) => c.id === id);
    if (!collection) throw new AppError('HELP_COLLECTION_NOT_FOUND');
    if (moveTo != null && (moveTo === id || !locked.some((c) => c.id === moveTo)))
      throw new AppError('HELP_COLLECTION_MOVE_INVALID');
    const [held] = await tx
      .select({ n: count() })
      .from(helpArticles)
      .where(eq(helpArticles.collectionId, id));
    if (held!.n > 0) {
      if (!moveTo) throw new AppError('HELP_COLLECTION_NOT_EMPTY', { count: held!.n });
      await moveAllArticles(tx, id, moveTo);
    }
    await tx.delete(helpCollections).where(eq(helpCollections.id, id));
    await closeCollectionGap(tx, collection.position);
    return { result: true, keys: await releaseThumbnails(tx, [collection.thumbnailUrl]) };
  });
}
