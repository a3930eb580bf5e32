import {
  HELP_PAGE_SIZE,
  HELP_POPULAR_COUNT,
  HELP_TAKE_MAX,
  type HelpAudience,
  type HelpSortField,
} from '@rentals/domain/help-center/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, helpCollections, type HelpArticleRow } from '../../db/schema/help-center';
import { containing, UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { audienceCondition } from './help-collection.service';
import { visibleArticle } from './help-visibility';

/*
 * Reading articles: the staff list and the public lists (by collection, province, audience,
 * language), one article by id, title or description, by contextual-help key, and the most seen.
 * Readers without helpCenter view only ever get published articles (help-visibility.ts).
 */

export const HELP_SORT_ORDERS = ['ASC', 'DESC'] as const;
export type HelpSortOrder = (typeof HELP_SORT_ORDERS)[number];
/** The most popular articles a call may ask for. */
export const HELP_POPULAR_TAKE_MAX = 20;

export interface HelpArticleFilter {
  category?: string | null;
  province?: string | null;
  usertype?: HelpAudience | null;
  locale?: Locale | null;
  isPublished?: boolean | null;
  search?: string | null;
}

/** A list's size: `fallback` when left out; beyond 0..max is refused, naming the argument. */
export function takeOf(take: number | null | undefined, fallback: number, max: number): number {
  if (take == null) return fallback;
  if (take < 0)
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'take', key: 'min', params: { min: 0 } }]);
  if (take > max)
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'take', key: 'max', params: { max } }]);
  return take;
}

function skipOf(skip: number | null | undefined): number {
  if (skip != null && skip < 0)
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'skip', key: 'min', params: { min: 0 } }]);
  return skip ?? 0;
}

/** Every word of `search` in the title, accents and case ignored. */
function titleWords(search: string): SQL | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => sql`f_unaccent(${helpArticles.title}) ilike f_unaccent(${containing(word)})`),
  );
}

/**
 * The conditions of a list. A reader without drafts sees published articles only, whatever
 * `isPublished` asks; an unknown or malformed collection simply matches nothing.
 */
function articleWhere(filter: HelpArticleFilter, drafts: boolean): SQL | undefined {
  const category = filter.category;
  return and(
    visibleArticle(drafts),
    drafts && filter.isPublished != null ? eq(helpArticles.isPublished, filter.isPublished) : undefined,
    category != null
      ? UUID.test(category)
        ? eq(helpArticles.collectionId, category)
        : sql`false`
      : undefined,
    filter.province
      ? or(eq(helpArticles.province, filter.province), isNull(helpArticles.province))
      : undefined,
    audienceCondition(helpArticles.userType, filter.usertype),
    filter.locale ? eq(helpArticles.locale, filter.locale) : undefined,
    filter.search?.trim() ? titleWords(filter.search) : undefined,
  );
}

/** The columns a sort field orders by (ORDER: the collection's place, then the article's). */
function sortColumns(field: HelpSortField): SQL[] {
  switch (field) {
    case 'TITLE':
      return [sql`lower(${helpArticles.title})`];
    case 'UPDATED_AT':
      return [sql`${helpArticles.updatedAt}`];
    case 'SEEN':
      return [sql`${helpArticles.seen}`];
    case 'HELPFUL':
      // The share of 'Yes' answers; articles nobody answered about count as 0.
      return [
        sql`coalesce(${helpArticles.helpfulYes}::float / nullif(${helpArticles.helpfulYes} + ${helpArticles.helpfulNo}, 0), 0)`,
        sql`${helpArticles.helpfulYes}`,
      ];
    case 'ORDER':
      return [sql`${helpCollections.position}`, sql`${helpArticles.position}`];
  }
}

/** A page of articles under the filters, sorted (ORDER ASC by default), 10 by default. */
export async function findHelpArticles(
  db: Db,
  filter: HelpArticleFilter,
  options: {
    drafts: boolean;
    skip?: number | null;
    take?: number | null;
    sortField?: HelpSortField | null;
    sortOrder?: HelpSortOrder | null;
  },
): Promise<HelpArticleRow[]> {
  const take = takeOf(options.take, HELP_PAGE_SIZE, HELP_TAKE_MAX);
  const skip = skipOf(options.skip);
  if (!take) return [];
  const direction = options.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select({ article: helpArticles })
    .from(helpArticles)
    .innerJoin(helpCollections, eq(helpCollections.id, helpArticles.collectionId))
    .where(articleWhere(filter, options.drafts))
    .orderBy(...sortColumns(options.sortField ?? 'ORDER').map((c) => direction(c)), asc(helpArticles.id))
    .limit(take)
    .offset(skip);
  return rows.map((r) => r.article);
}

export async function countHelpArticles(db: Db, filter: HelpArticleFilter, drafts: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(helpArticles).where(articleWhere(filter, drafts));
  return row!.n;
}

/**
 * One article matching every given field: id, title (whole, case ignored), description (whole,
 * case ignored); VALIDATION_FAILED when none is given, null when nothing matches. Of several, the
 * one in the request's language first, then in staff's order.
 */
export async function findSingleHelpArticle(
  db: Db,
  where: { id?: string | null; title?: string | null; description?: string | null },
  { drafts, locale }: { drafts: boolean; locale: Locale },
): Promise<HelpArticleRow | null> {
  const id = where.id?.trim() || null;
  const title = where.title?.trim() || null;
  const description = where.description?.trim() || null;
  if (!id && !title && !description) {
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'where', key: 'required' }]);
  }
  if (id && !UUID.test(id)) return null;
  const [row] = await db
    .select({ article: helpArticles })
    .from(helpArticles)
    .innerJoin(helpCollections, eq(helpCollections.id, helpArticles.collectionId))
    .where(
      and(
        visibleArticle(drafts),
        id ? eq(helpArticles.id, id) : undefined,
        title ? sql`lower(${helpArticles.title}) = lower(${title})` : undefined,
        description ? sql`lower(${helpArticles.description}) = lower(${description})` : undefined,
      ),
    )
    .orderBy(
      asc(sql`case when ${helpArticles.locale} = ${locale} then 0 else 1 end`),
      asc(helpCollections.position),
      asc(helpArticles.position),
    )
    .limit(1);
  return row?.article ?? null;
}

/**
 * The published article answering a contextual-help key in `locale`, else in the other language
 * (a page in French still gets help when only the English version is written); null when none.
 */
export async function findHelpArticleByKey(
  db: Db,
  key: string,
  locale: Locale,
): Promise<HelpArticleRow | null> {
  const [row] = await db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.helpKey, key), eq(helpArticles.isPublished, true)))
    .orderBy(asc(sql`case when ${helpArticles.locale} = ${locale} then 0 else 1 end`))
    .limit(1);
  return row ?? null;
}

/** The most seen published articles in `locale` for `audience` (theirs and everyone's). */
export async function findPopularHelpArticles(
  db: Db,
  { locale, audience, take }: { locale: Locale; audience?: HelpAudience | null; take?: number | null },
): Promise<HelpArticleRow[]> {
  const limit = takeOf(take, HELP_POPULAR_COUNT, HELP_POPULAR_TAKE_MAX);
  if (!limit) return [];
  const rows = await db
    .select({ article: helpArticles })
    .from(helpArticles)
    .innerJoin(helpCollections, eq(helpCollections.id, helpArticles.collectionId))
    .where(
      and(
        eq(helpArticles.isPublished, true),
        eq(helpArticles.locale, locale),
        audienceCondition(helpArticles.userType, audience),
      ),
    )
    .orderBy(desc(helpArticles.seen), asc(helpCollections.position), asc(helpArticles.position))
    .limit(limit);
  return rows.map((r) => r.article);
}
