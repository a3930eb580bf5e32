import type { ArticleInput } from '@rentals/domain/articles/schemas';
import type { ArticleStatus, ArticleType } from '@rentals/domain/articles/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, articleTags, type ArticleRow } from '../../db/schema/articles';
import { contentTags } from '../../db/schema/blogs';
import { containing, pageOf, UUID, type Paging } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { cancelJobs } from '../jobs/job-queue';
import { recountTagUse, tagIdsForNames } from '../content-tags/tag.service';
import { checkedArticleInput } from './article-input';
import { ARTICLE_LINK_JOB, enqueueLinkCheck } from './article-link-check';

/*
 * Curated articles (spec/01 §3 Article (admin)): staff of the articles module write them, visitors
 * read the PUBLISHED ones through fetchArticles. Every write runs in one transaction with its tags
 * and its link check job, so a refused one leaves nothing behind.
 */

export interface ArticleTagItem {
  id: string;
  name: string;
  mostUsed: number;
}
export type ArticleWithTags = ArticleRow & { tags: ArticleTagItem[] };

export interface ArticleFilter {
  search?: string | null;
  articleType?: ArticleType | null;
  status?: ArticleStatus | null;
  tag?: string | null;
  locale?: Locale | null;
}

/** The conditions of staff's filters: words in the title, subtitle, description or address. */
export function articleWhere(filter: ArticleFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const words = filter.search?.trim();
  if (words) {
    const pattern = containing(words);
    conditions.push(
      or(
        ilike(sql`f_unaccent(${articles.title})`, sql`f_unaccent(${pattern})`),
        ilike(sql`f_unaccent(coalesce(${articles.subtitle}, ''))`, sql`f_unaccent(${pattern})`),
        ilike(sql`f_unaccent(${articles.description})`, sql`f_unaccent(${pattern})`),
        ilike(articles.articleUrl, pattern),
      ),
    );
  }
  if (filter.articleType) conditions.push(eq(articles.articleType, filter.articleType));
  if (filter.status) conditions.push(eq(articles.status, filter.status));
  if (filter.locale) conditions.push(eq(articles.locale, filter.locale));
  const tag = filter.tag?.trim();
  if (tag) {
    conditions.push(
      sql`exists (select 1 from ${articleTags} join ${contentTags} on ${contentTags.id} = ${articleTags.tagId}
        where ${articleTags.articleId} = ${articles.id} and lower(${contentTags.name}) = lower(${tag}))`,
    );
  }
  return and(...conditions);
}

/** The tags of each article given, in name order. */
async function withTags(db: Db, rows: ArticleRow[]): Promise<ArticleWithTags[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      articleId: articleTags.articleId,
      id: contentTags.id,
      name: contentTags.name,
      mostUsed: contentTags.mostUsed,
    })
    .from(articleTags)
    .innerJoin(contentTags, eq(contentTags.id, articleTags.tagId))
    .where(
      inArray(
        articleTags.articleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(contentTags.name));
  return rows.map((row) => ({
    ...row,
    tags: links
      .filter((l) => l.articleId === row.id)
      .map(({ id, name, mostUsed }) => ({ id, name, mostUsed })),
  }));
}

/** Staff's list: the newest changed first. */
export async function findArticles(
  db: Db,
  filter: ArticleFilter,
  paging: Paging,
): Promise<ArticleWithTags[]> {
  const { first, skip } = pageOf(paging);
  if (first === 0) return [];
  const rows = await db
    .select()
    .from(articles)
    .where(articleWhere(filter))
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(first)
    .offset(skip);
  return withTags(db, rows);
}

export async function countArticles(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(where);
  return row?.n ?? 0;
}

/** One article, or ARTICLE_NOT_FOUND. */
export async function getArticle(db: Db, id: string): Promise<ArticleWithTags> {
  if (!UUID.test(id)) throw new AppError('ARTICLE_NOT_FOUND');
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new AppError('ARTICLE_NOT_FOUND');
  return (await withTags(db, [row]))[0]!;
}

const articleValues = (input: ArticleInput) => ({
  title: input.title,
  subtitle: input.subtitle || null,
  description: input.description ?? '',
  articleUrl: input.articleUrl,
  articleType: input.articleType,
  imageUrl: input.imageUrl || null,
  status: input.status,
  note: input.note || null,
  locale: input.locale,
});

async function setTags(tx: Db, articleId: string, names: readonly string[]): Promise<void> {
  const before = await tx
    .select({ tagId: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, articleId));
  const ids = await tagIdsForNames(tx, names);
  await tx.delete(articleTags).where(eq(articleTags.articleId, articleId));
  if (ids.length) await tx.insert(articleTags).values(ids.map((tagId) => ({ articleId, tagId })));
  await recountTagUse(tx, [...new Set([...before.map((b) => b.tagId), ...ids])]);
}

/** Adds an article and plans its first link check. ARTICLE_URL_*, ARTICLE_IMAGE_INVALID, VALIDATION_FAILED, tag codes. */
export async function createArticle(
  db: Db,
  authorId: string | null,
  data: unknown,
  now = new Date(),
): Promise<ArticleWithTags> {
  const input = await checkedArticleInput(db, data);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({ ...articleValues(input), createdBy: authorId })
      .returning({ id: articles.id });
    await setTags(tx, row!.id, input.tags);
    await enqueueLinkCheck(tx, row!.id, now);
    return row!.id;
  });
  return getArticle(db, id);
}

/** Changes an article; a new address is checked again at once. ARTICLE_NOT_FOUND and createArticle's codes. */
export async function updateArticle(
  db: Db,
  id: string,
  data: unknown,
  now = new Date(),
): Promise<ArticleWithTags> {
  if (!UUID.test(id)) throw new AppError('ARTICLE_NOT_FOUND');
  const input = await checkedArticleInput(db, data);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!before) throw new AppError('ARTICLE_NOT_FOUND');
    const moved = before.articleUrl !== input.articleUrl;
    await tx
      .update(articles)
      .set({ ...articleValues(input), ...(moved ? { linkCheckedAt: null, linkStatus: null } : {}) })
      .where(eq(articles.id, id));
    await setTags(tx, id, input.tags);
    if (moved) await enqueueLinkCheck(tx, id, now);
  });
  return getArticle(db, id);
}

/** Deletes an article, its tag links (tags stay) and its link checks. ARTICLE_NOT_FOUND. */
export async function deleteArticle(db: Db, id: string): Promise<true> {
  if (!UUID.test(id)) throw new AppError('ARTICLE_NOT_FOUND');
  await db.transaction(async (tx) => {
    const tagIds = (
      await tx.select({ tagId: articleTags.tagId }).from(articleTags).where(eq(articleTags.articleId, id))
    ).map((r) => r.tagId);
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
    if (!row) throw new AppError('ARTICLE_NOT_FOUND');
    await recountTagUse(tx, tagIds);
    await cancelJobs(tx, `${ARTICLE_LINK_JOB}:${id}`);
  });
  return true;
}

/** The tags articles carry, the most used first: what staff pick from and filter by. */
export function findArticleTags(db: Db): Promise<ArticleTagItem[]> {
  return db
    .selectDistinct({ id: contentTags.id, name: contentTags.name, mostUsed: contentTags.mostUsed })
    .from(contentTags)
    .innerJoin(articleTags, eq(articleTags.tagId, contentTags.id))
    .orderBy(desc(contentTags.mostUsed), asc(contentTags.name));
}

/** The published articles of a section and language, newest first (fetchArticles). */
export function publishedWhere(
  articleType: ArticleType | null | undefined,
  locale: Locale | null | undefined,
) {
  return and(
    eq(articles.status, 'PUBLISHED'),
    articleType ? eq(articles.articleType, articleType) : undefined,
    locale ? eq(articles.locale, locale) : undefined,
  );
}

export async function findPublishedArticles(
  db: Db,
  where: SQL | undefined,
  paging: Paging,
): Promise<ArticleWithTags[]> {
  const { first, skip } = pageOf(paging);
  if (first === 0) return [];
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(first)
    .offset(skip);
  return withTags(db, rows);
}
