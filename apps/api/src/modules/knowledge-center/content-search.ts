import { contentExcerpt, type Excerpt } from '@rentals/domain/knowledge-center/excerpt';
import {
  CONTENT_SEARCH_TAKE_MAX,
  normalizeContentQuery,
  type ContentKind,
} from '@rentals/domain/knowledge-center/search-query';
import type { Locale } from '@rentals/domain/users/enums';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { contentSources } from './content-sources';

/*
 * One search over every published content source (content-sources.ts). Each row is matched in
 * its own language: PostgreSQL full text with the english or french configuration, on the
 * unaccented text and query, so 'numéro' finds 'numero' and the reverse. Matches rank by ts_rank,
 * the title weighing more than the body (weights A and B). A title close to the query by trigram
 * similarity is found too, after the full-text matches, so a typo still finds something.
 *
 * The vectors are computed at query time: at this content scale (hundreds of rows) a scan is a
 * few milliseconds, and expression indexes would need a migration. The same SQL runs on PGlite
 * and PostgreSQL.
 */

/** How close a title must be to the query (pg_trgm word_similarity) to be found without a full-text match. */
export const TITLE_SIMILARITY = 0.45;

export interface ContentSearchArgs {
  query: string;
  locale?: Locale | null;
  kinds?: readonly ContentKind[] | null;
}

export interface ContentHit {
  kind: ContentKind;
  id: string;
  title: string;
  url: string;
  date: Date | null;
  excerpt: Excerpt;
}

/** The query made ready, or a coded error (empty, too long). */
export function checkedQuery(raw: string): string {
  const result = normalizeContentQuery(raw);
  if (!result.ok) throw new AppError(result.code, result.params);
  return result.query;
}

/**
 * The rows of `rows` matching `query`, each with its rank: `hit` (a full-text match), `fts` (its
 * ts_rank) and `sim` (the title's trigram similarity). `rows` is a SELECT with at least the text
 * columns `id`, `title`, `body` and `lang` ('en' or 'fr'); its other columns are kept. Every search
 * of published text (this one, the help center's) ranks through here, so they agree on what a
 * match is. Order the result by BEST_FIRST.
 */
export function rankedRows(rows: SQL, query: string, locale?: Locale | null): SQL {
  return sql`select d.*, m.hit, case when m.hit then ts_rank(v.doc, v.q) else 0 end as fts, m.sim
    from (${rows}) d
    cross join lateral (select case when d.lang = 'fr' then 'french'::regconfig else 'english'::regconfig end as cfg) c
    cross join lateral (select
        setweight(to_tsvector(c.cfg, f_unaccent(d.title)), 'A') ||
          setweight(to_tsvector(c.cfg, f_unaccent(d.body)), 'B') as doc,
        websearch_to_tsquery(c.cfg, f_unaccent(${query})) as q) v
    cross join lateral (select v.doc @@ v.q as hit,
        word_similarity(lower(f_unaccent(${query})), lower(f_unaccent(d.title))) as sim) m
    where (${locale ?? null}::text is null or d.lang = ${locale ?? null}::text)
      and (m.hit or m.sim >= ${TITLE_SIMILARITY})`;
}

/** The order of rankedRows' result, best first: full-text matches by rank, then close titles. */
export const BEST_FIRST = sql`hit desc, case when hit then fts else sim end desc`;

/** The matching rows of every source asked for, with their rank; null when no source is. */
function matches(query: string, { locale, kinds }: ContentSearchArgs): SQL | null {
  const sources = contentSources(kinds);
  if (!sources.length) return null;
  const union = sql.join(
    sources.map((source) => sql`select ${source.kind}::text as kind, s.* from (${source.rows()}) s`),
    sql` union all `,
  );
  return rankedRows(union, query, locale);
}

export function checkPaging(skip: number, take: number): void {
  if (
    !Number.isInteger(skip) ||
    skip < 0 ||
    !Number.isInteger(take) ||
    take < 1 ||
    take > CONTENT_SEARCH_TAKE_MAX
  ) {
    throw new AppError('CONTENT_SEARCH_PAGING_INVALID', { max: CONTENT_SEARCH_TAKE_MAX });
  }
}

export async function searchContent(
  db: Db,
  args: ContentSearchArgs,
  { skip, take }: { skip: number; take: number },
): Promise<ContentHit[]> {
  const query = checkedQuery(args.query);
  checkPaging(skip, take);
  const matching = matches(query, args);
  if (!matching) return [];
  const result = await db.execute(sql`select kind, id, title, body, url, date from (${matching}) r
    order by ${BEST_FIRST}, date desc nulls last, kind, id
    limit ${take} offset ${skip}`);
  return rowsOf<{ kind: ContentKind; id: string; title: string; body: string; url: string; date: unknown }>(
    result,
  ).map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    url: row.url,
    date: row.date == null ? null : new Date(row.date as string),
    excerpt: contentExcerpt(row.body, query),
  }));
}

export async function countContent(db: Db, args: ContentSearchArgs): Promise<number> {
  const query = checkedQuery(args.query);
  const matching = matches(query, args);
  if (!matching) return 0;
  const result = await db.execute(sql`select count(*)::int as n from (${matching}) r`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
