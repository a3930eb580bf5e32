import { HELP_TIME_ZONE, missedQueryKey, type HelpAudience } from '@rentals/domain/help-center/rules';
import { contentExcerpt, type Excerpt } from '@rentals/domain/knowledge-center/excerpt';
import type { Locale } from '@rentals/domain/users/enums';
import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, helpSearchMisses, type HelpArticleRow } from '../../db/schema/help-center';
import { rowsOf } from '../../db/sql-helpers';
import { BEST_FIRST, checkedQuery, checkPaging, rankedRows } from '../knowledge-center/content-search';

/*
 * The help center's search box: the knowledge center's ranking (full text in the article's
 * language on unaccented text, then titles close to the query so a typo still finds it) over the
 * published articles of one language, narrowed to a reader's province and audience. A search that
 * finds nothing is counted per folded query, language and Toronto day, so staff see what readers
 * look for and do not find.
 */

export interface HelpSearchArgs {
  query: string;
  locale: Locale;
  /** Province code: that province's articles and those of every province. */
  province?: string | null;
  /** RENTER / LANDLORD: theirs and EVERYONE's; EVERYONE or none: all. */
  usertype?: HelpAudience | null;
}

export interface HelpSearchHit {
  article: HelpArticleRow;
  excerpt: Excerpt;
}

export interface HelpSearchResult {
  total: number;
  hits: HelpSearchHit[];
}

/** The published articles a reader may find, in the columns rankedRows reads. */
function readerRows({ locale, province, usertype }: HelpSearchArgs): SQL {
  const a = helpArticles;
  const audience = usertype && usertype !== 'EVERYONE' ? usertype : null;
  return sql`select ${a.id}::text as id, ${a.title} as title,
      ${a.description} || ' ' || ${a.bodyText} as body, ${a.locale}::text as lang
    from ${a}
    where ${a.isPublished} and ${a.locale} = ${locale}
      and (${province ?? null}::text is null or ${a.province} is null or ${a.province} = ${province ?? null}::text)
      and (${audience}::text is null or ${a.userType} in ('EVERYONE', ${audience}::text))`;
}

/** Adds one to today's count of `query` finding nothing in `locale`. */
async function recordMiss(db: Db, query: string, locale: Locale, now: Date): Promise<void> {
  await db
    .insert(helpSearchMisses)
    .values({ query: missedQueryKey(query), locale, day: utcToLocal(now, HELP_TIME_ZONE).date, misses: 1 })
    .onConflictDoUpdate({
      target: [helpSearchMisses.query, helpSearchMisses.locale, helpSearchMisses.day],
      set: { misses: sql`${helpSearchMisses.misses} + 1` },
    });
}

/**
 * One page of matching articles, best first, and how many match in all. A search finding nothing
 * is recorded on its first page only, so a reader paging a result never counts it twice.
 */
export async function searchHelpCenter(
  db: Db,
  args: HelpSearchArgs,
  { skip, take }: { skip: number; take: number },
  now = new Date(),
): Promise<HelpSearchResult> {
  const query = checkedQuery(args.query);
  checkPaging(skip, take);
  const matching = rankedRows(readerRows(args), query, args.locale);
  const [counted, page] = await Promise.all([
    db.execute(sql`select count(*)::int as n from (${matching}) r`),
    db.execute(
      sql`select id, body from (${matching}) r order by ${BEST_FIRST}, id limit ${take} offset ${skip}`,
    ),
  ]);
  const total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  if (total === 0 && skip === 0) await recordMiss(db, query, args.locale, now);
  const found = rowsOf<{ id: string; body: string }>(page);
  if (!found.length) return { total, hits: [] };
  const articles = await db
    .select()
    .from(helpArticles)
    .where(
      inArray(
        helpArticles.id,
        found.map((row) => row.id),
      ),
    );
  const byId = new Map(articles.map((article) => [article.id, article]));
  const hits = found.flatMap((row) => {
    const article = byId.get(row.id);
    return article ? [{ article, excerpt: contentExcerpt(row.body, query) }] : [];
  });
  return { total, hits };
}
