import { helpArticleInputSchema, type HelpArticleData } from '@rentals/domain/help-center/schemas';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, type HelpArticleRow, type HelpCollectionRow } from '../../db/schema/help-center';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { richTextForStorage } from '../rich-text/rich-text';
import { closeArticleGap, lockCollections, nextArticlePosition } from './help-positions';
import { checkHelpThumbnail, releaseThumbnails, withFilesDeletedAfterCommit } from './help-thumbnails';

/*
 * Staff writes of help-center articles. Each is one transaction that first locks the collection
 * row(s) whose order it changes (help-positions.ts), so an article is appended at the true end of
 * its collection and a gap is closed under concurrent edits. The body goes through the rich-text
 * storage rules (an empty text may be saved as a draft, never published).
 */

const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((t) => work(t as unknown as Db));

const notFound = () => new AppError('HELP_ARTICLE_NOT_FOUND');

/**
 * The article, or HELP_ARTICLE_NOT_FOUND (a malformed id included). `lock` holds its row until the
 * transaction ends, so a delete cannot commit between this read and the caller's write.
 */
export async function requireArticle(db: Db, id: string, lock = false): Promise<HelpArticleRow> {
  if (!UUID.test(id)) throw notFound();
  const query = db.select().from(helpArticles).where(eq(helpArticles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * The article with its collection locked (and `alsoLock`, a collection it moves to). Moving an
 * article needs its collection's lock, so once that is held the article stays put; one moved
 * meanwhile is read again and its new collection locked.
 */
async function lockArticle(
  tx: Db,
  id: string,
  alsoLock?: string,
): Promise<{ article: HelpArticleRow; collections: HelpCollectionRow[] }> {
  let article = await requireArticle(tx, id);
  for (;;) {
    const collections = await lockCollections(
      tx,
      alsoLock ? [article.collectionId, alsoLock] : [article.collectionId],
    );
    const now = await requireArticle(tx, id);
    if (now.collectionId === article.collectionId) return { article: now, collections };
    article = now;
  }
}

/** The constraint a statement broke, however the driver wrapped the error. */
function brokenConstraint(error: unknown): string | null {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** Turns a unique violation of the translation or help-key index into its business error. */
async function withUniqueErrors<T>(data: HelpArticleData, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = brokenConstraint(error);
    if (constraint === 'help_articles_key_idx') throw new AppError('HELP_KEY_TAKEN', { locale: data.locale });
    if (constraint === 'help_articles_translation_idx') throw new AppError('HELP_TRANSLATION_INVALID');
    throw error;
  }
}

/**
 * The translation group to join: that of `translationOf`, which must exist, be in the other
 * language and not be linked to a third article (HELP_TRANSLATION_INVALID). Undefined keeps the
 * article's own group: leaving the field out never unlinks two versions by accident.
 */
async function translationGroupFor(tx: Db, data: HelpArticleData, selfId: string | null) {
  if (!data.translationOf) return undefined;
  const [target] = await tx.select().from(helpArticles).where(eq(helpArticles.id, data.translationOf));
  if (!target || target.id === selfId || target.locale === data.locale)
    throw new AppError('HELP_TRANSLATION_INVALID');
  const [third] = await tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.translationGroup, target.translationGroup),
        notInArray(helpArticles.id, selfId ? [target.id, selfId] : [target.id]),
      ),
    )
    .limit(1);
  if (third) throw new AppError('HELP_TRANSLATION_INVALID');
  return target.translationGroup;
}

/** At most one article per help key and language (HELP_KEY_TAKEN {locale}). */
async function checkHelpKey(tx: Db, data: HelpArticleData, selfId: string | null): Promise<void> {
  if (!data.helpKey) return;
  const [other] = await tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.helpKey, data.helpKey),
        eq(helpArticles.locale, data.locale),
        selfId ? ne(helpArticles.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw new AppError('HELP_KEY_TAKEN', { locale: data.locale });
}

/** The stored columns of an article as staff wrote it; publishing needs words in the body. */
function articleValues(data: HelpArticleData, existing: HelpArticleRow | null, userId: string, now: Date) {
  const body = richTextForStorage(data.body, { requireText: false });
  // Left out: a new article is a draft, an existing one keeps its state.
  const isPublished = data.isPublished ?? existing?.isPublished ?? false;
  if (isPublished && body.text.trim() === '') throw new AppError('HELP_PUBLISH_EMPTY_BODY');
  return {
    title: data.title,
    description: data.description,
    bodyJson: body.json as unknown as Record<string, unknown>,
    bodyHtml: body.html,
    bodyText: body.text,
    thumbnailUrl: data.thumbnailUrl,
    province: data.province,
    userType: data.userType,
    locale: data.locale,
    helpKey: data.helpKey,
    isPublished,
    publishedAt: existing?.publishedAt ?? (isPublished ? now : null),
    updatedBy: userId,
  };
}

/** Adds an article at the end of its collection (HELP_COLLECTION_NOT_FOUND when there is none). */
export async function createHelpArticle(
  db: Db,
  input: unknown,
  userId: string,
  now = new Date(),
): Promise<HelpArticleRow> {
  const data = parseInput(helpArticleInputSchema, input);
  const values = articleValues(data, null, userId, now);
  return withUniqueErrors(data, () =>
    transaction(db, async (tx) => {
      await checkHelpThumbnail(tx, data.thumbnailUrl);
      const [collection] = await lockCollections(tx, [data.collectionId]);
      if (!collection) throw new AppError('HELP_COLLECTION_NOT_FOUND');
      await checkHelpKey(tx, data, null);
      const translationGroup = await translationGroupFor(tx, data, null);
      const [row] = await tx
        .insert(helpArticles)
        .values({
          ...values,
          ...(translationGroup ? { translationGroup } : {}),
          collectionId: collection.id,
          position: await nextArticlePosition(tx, collection.id),
          createdBy: userId,
        })
        .returning();
      return row!;
    }),
  );
}

/**
 * Replaces an article's fields. A new collection appends it at its end and closes the gap in the
 * old one. A replaced thumbnail's file goes after commit when nothing else shows it.
 */
export async function updateHelpArticle(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  id: string,
  input: unknown,
  userId: string,
  now = new Date(),
): Promise<HelpArticleRow> {
  const data = parseInput(helpArticleInputSchema, input);
  return withUniqueErrors(data, () =>
    withFilesDeletedAfterCommit(deps, async (tx) => {
      const { article, collections } = await lockArticle(tx, id, data.collectionId);
      const values = articleValues(data, article, userId, now);
      await checkHelpThumbnail(tx, data.thumbnailUrl);
      const moved = data.collectionId !== article.collectionId;
      if (moved && !collections.some((c) => c.id === data.collectionId))
        throw new AppError('HELP_COLLECTION_NOT_FOUND');
      await checkHelpKey(tx, data, id);
      const translationGroup = await translationGroupFor(tx, data, id);
      const [row] = await tx
        .update(helpArticles)
        .set({
          ...values,
          ...(translationGroup ? { translationGroup } : {}),
          ...(moved
            ? { collectionId: data.collectionId, position: await nextArticlePosition(tx, data.collectionId) }
            : {}),
        })
        .where(eq(helpArticles.id, id))
        .returning();
      if (moved) await closeArticleGap(tx, article.collectionId, article.position);
      const replaced = article.thumbnailUrl !== data.thumbnailUrl ? [article.thumbnailUrl] : [];
      return { result: row!, keys: await releaseThumbnails(tx, replaced) };
    }),
  );
}

/** The publish toggle; an article without words cannot be published (HELP_PUBLISH_EMPTY_BODY). */
export async function setHelpArticlePublished(
  db: Db,
  id: string,
  isPublished: boolean,
  userId: string,
  now = new Date(),
): Promise<HelpArticleRow> {
  return transaction(db, async (tx) => {
    const article = await requireArticle(tx, id, true);
    if (isPublished && article.bodyText.trim() === '') throw new AppError('HELP_PUBLISH_EMPTY_BODY');
    const [row] = await tx
      .update(helpArticles)
      .set({ isPublished, publishedAt: article.publishedAt ?? (isPublished ? now : null), updatedBy: userId })
      .where(eq(helpArticles.id, id))
      .returning();
    return row!;
  });
}

/**
 * Deletes an article and closes the gap in its collection; its thumbnail file goes after commit
 * when nothing else shows it. Its other-language version stays, unlinked.
 */
export async function deleteHelpArticle(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  id: string,
): Promise<boolean> {
  return withFilesDeletedAfterCommit(deps, async (tx) => {
    const { article } = await lockArticle(tx, id);
    await tx.delete(helpArticles).where(eq(helpArticles.id, id));
    await closeArticleGap(tx, article.collectionId, article.position);
    return { result: true, keys: await releaseThumbnails(tx, [article.thumbnailUrl]) };
  });
}
