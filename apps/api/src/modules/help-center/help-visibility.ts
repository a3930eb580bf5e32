import { HELP_RELATED_COUNT } from '@rentals/domain/help-center/rules';
import { hasModulePermission } from '@rentals/domain/users/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  helpArticles,
  helpCollections,
  type HelpArticleRow,
  type HelpCollectionRow,
} from '../../db/schema/help-center';
import type { Context } from '../../graphql/context';

/*
 * Who sees which help-center rows: staff with helpCenter view see every article (drafts, both
 * languages); everyone else sees published articles only. Every read of articles goes through
 * these, so a draft never leaks through a relation (a collection's list, a translation, related).
 */

/** Whether the request may see drafts. */
export const seesDrafts = (ctx: Pick<Context, 'viewer'>): boolean =>
  hasModulePermission(ctx.viewer, 'helpCenter', 'view');

/** The condition an article row must meet for this reader. */
export const visibleArticle = (drafts: boolean): SQL | undefined =>
  drafts ? undefined : eq(helpArticles.isPublished, true);

/** The articles of a collection a reader sees, in collection order; `locale` narrows readers' lists. */
export async function collectionArticles(
  db: Db,
  collectionId: string,
  { drafts, locale }: { drafts: boolean; locale: Locale | null },
): Promise<HelpArticleRow[]> {
  return db
    .select()
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.collectionId, collectionId),
        visibleArticle(drafts),
        locale ? eq(helpArticles.locale, locale) : undefined,
      ),
    )
    .orderBy(asc(helpArticles.position));
}

/** How many articles of a collection a reader sees. */
export async function countCollectionArticles(
  db: Db,
  collectionId: string,
  { drafts, locale }: { drafts: boolean; locale: Locale | null },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.collectionId, collectionId),
        visibleArticle(drafts),
        locale ? eq(helpArticles.locale, locale) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The other language's version of an article, when it has one the reader may see. */
export async function translationOf(
  db: Db,
  article: Pick<HelpArticleRow, 'id' | 'translationGroup'>,
  drafts: boolean,
): Promise<HelpArticleRow | null> {
  const [row] = await db
    .select()
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.translationGroup, article.translationGroup),
        ne(helpArticles.id, article.id),
        visibleArticle(drafts),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Published articles to read next, in the same language: the rest of its collection in order,
 * then the most seen of the same audience elsewhere.
 */
export async function relatedArticles(
  db: Db,
  article: Pick<HelpArticleRow, 'id' | 'collectionId' | 'locale' | 'userType'>,
): Promise<HelpArticleRow[]> {
  const sameCollection = sql<number>`case when ${helpArticles.collectionId} = ${article.collectionId} then 0 else 1 end`;
  return db
    .select()
    .from(helpArticles)
    .where(
      and(
        ne(helpArticles.id, article.id),
        eq(helpArticles.isPublished, true),
        eq(helpArticles.locale, article.locale),
        sql`(${helpArticles.collectionId} = ${article.collectionId} or ${helpArticles.userType} in ('EVERYONE', ${article.userType}))`,
      ),
    )
    .orderBy(
      asc(sameCollection),
      asc(
        sql`case when ${helpArticles.collectionId} = ${article.collectionId} then ${helpArticles.position} end`,
      ),
      desc(helpArticles.seen),
      asc(helpArticles.id),
    )
    .limit(HELP_RELATED_COUNT);
}

/** This request's collections by id, read once (there are tens), for every article's `category`. */
const requestCollections = new WeakMap<object, Promise<Map<string, HelpCollectionRow>>>();

/**
 * A collection by id, or null. A list of articles asks each one's collection: one query per
 * request answers them all, instead of one per article.
 */
export async function findCollection(
  ctx: Pick<Context, 'db'>,
  id: string,
): Promise<HelpCollectionRow | null> {
  let all = requestCollections.get(ctx);
  if (!all) {
    all = ctx.db
      .select()
      .from(helpCollections)
      .then((rows) => new Map(rows.map((row) => [row.id, row])));
    requestCollections.set(ctx, all);
  }
  const known = (await all).get(id);
  if (known) return known;
  // Created by an earlier mutation of the same request, after the collections were read.
  const [row] = await ctx.db.select().from(helpCollections).where(eq(helpCollections.id, id));
  return row ?? null;
}
