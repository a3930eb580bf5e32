import {
  helpfulRate,
  HELP_ANALYTICS_RANGE_MAX_DAYS,
  HELP_STALE_DAYS,
  HELP_TIME_ZONE,
} from '@rentals/domain/help-center/rules';
import { isoDateSchema } from '@rentals/domain/iso-date-schema';
import type { Locale } from '@rentals/domain/users/enums';
import { addDaysIso } from '@rentals/domain/viewings/time-zones';
import { and, asc, between, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  helpArticleDays,
  helpArticleFeedback,
  helpArticles,
  helpSearchMisses,
  type HelpArticleRow,
} from '../../db/schema/help-center';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';

/*
 * The help center's analytics (spec/01 §3: totalCount, totalPublished, totalPerDayPublished,
 * totalSeen, totalAvgSeen, totalReadingAvg; issue 24 adds helpfulness, missed searches and stale
 * articles), each computed from the recorded rows over a range of Toronto days, both ends included.
 * The graphql file defines each figure for staff.
 */

/** At most this many articles in helpfulness and queries in missedSearches. */
export const HELP_ANALYTICS_TOP = 20;
/** At most this many stale articles. */
export const HELP_STALE_MAX = 50;

export interface DayCount {
  day: string;
  count: number;
}

export interface HelpAnalytics {
  totalCount: number;
  totalPublished: number;
  totalPerDayPublished: DayCount[];
  totalSeen: number;
  totalAvgSeen: number;
  totalReadingAvg: number;
  viewsPerDay: DayCount[];
  readingAvgPerDay: DayCount[];
  helpfulness: { article: HelpArticleRow; yes: number; no: number; rate: number | null }[];
  missedSearches: { query: string; locale: Locale; count: number }[];
  stale: HelpArticleRow[];
}

const rangeSchema = z.object({ from: isoDateSchema, to: isoDateSchema });

/** Every day from `from` to `to`, or HELP_ANALYTICS_RANGE_INVALID (reversed, or longer than allowed). */
export function rangeDays(input: { from: string; to: string }): string[] {
  const { from, to } = parseInput(rangeSchema, input);
  const length = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (length < 1 || length > HELP_ANALYTICS_RANGE_MAX_DAYS)
    throw new AppError('HELP_ANALYTICS_RANGE_INVALID', { days: HELP_ANALYTICS_RANGE_MAX_DAYS });
  return Array.from({ length }, (_, i) => addDaysIso(from, i));
}

/**
 * The Toronto day of a timestamp column, as YYYY-MM-DD text. The zone (a constant) is written in
 * the statement, not bound: a GROUP BY on the expression must read exactly as the selected one.
 */
const torontoDay = (column: unknown) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${HELP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Every day of the range with its figure, 0 for a day without one. */
const everyDay = (days: string[], figures: Map<string, number>): DayCount[] =>
  days.map((day) => ({ day, count: figures.get(day) ?? 0 }));

export async function helpCenterAnalytics(
  db: Db,
  range: { from: string; to: string },
  now = new Date(),
): Promise<HelpAnalytics> {
  const days = rangeDays(range);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const publishedDay = torontoDay(helpArticles.publishedAt);
  const answeredDay = torontoDay(helpArticleFeedback.updatedAt);
  const yes = sql<number>`count(*) filter (where ${helpArticleFeedback.helpful})`.mapWith(Number);
  const no = sql<number>`count(*) filter (where not ${helpArticleFeedback.helpful})`.mapWith(Number);
  const misses = sql<number>`sum(${helpSearchMisses.misses})`.mapWith(Number);
  const [[totals], published, activity, answers, missedSearches, stale] = await Promise.all([
    db
      .select({
        all: count(),
        published: sql<number>`count(*) filter (where ${helpArticles.isPublished})`.mapWith(Number),
      })
      .from(helpArticles),
    db
      .select({ day: publishedDay, n: count() })
      .from(helpArticles)
      .where(between(publishedDay, from, to))
      .groupBy(publishedDay),
    db
      .select({
        day: helpArticleDays.day,
        views: sql<number>`sum(${helpArticleDays.views})`.mapWith(Number),
        reads: sql<number>`sum(${helpArticleDays.reads})`.mapWith(Number),
        seconds: sql<number>`sum(${helpArticleDays.readSeconds})`.mapWith(Number),
      })
      .from(helpArticleDays)
      .where(between(helpArticleDays.day, from, to))
      .groupBy(helpArticleDays.day),
    db
      .select({ articleId: helpArticleFeedback.articleId, yes, no })
      .from(helpArticleFeedback)
      .where(between(answeredDay, from, to))
      .groupBy(helpArticleFeedback.articleId)
      // Worst first; among equal rates, the most answered (the surest) first.
      .orderBy(asc(sql`${yes}::float / count(*)`), desc(count()), asc(helpArticleFeedback.articleId))
      .limit(HELP_ANALYTICS_TOP),
    db
      .select({ query: helpSearchMisses.query, locale: helpSearchMisses.locale, count: misses })
      .from(helpSearchMisses)
      .where(between(helpSearchMisses.day, from, to))
      .groupBy(helpSearchMisses.query, helpSearchMisses.locale)
      .orderBy(desc(misses), asc(helpSearchMisses.query), asc(helpSearchMisses.locale))
      .limit(HELP_ANALYTICS_TOP),
    db
      .select()
      .from(helpArticles)
      .where(
        and(
          eq(helpArticles.isPublished, true),
          lte(helpArticles.updatedAt, new Date(now.getTime() - HELP_STALE_DAYS * 86_400_000)),
        ),
      )
      .orderBy(asc(helpArticles.updatedAt), asc(helpArticles.id))
      .limit(HELP_STALE_MAX),
  ]);

  const totalCount = totals?.all ?? 0;
  const totalPublished = totals?.published ?? 0;
  const totalSeen = activity.reduce((sum, d) => sum + d.views, 0);
  const reads = activity.reduce((sum, d) => sum + d.reads, 0);
  const readSeconds = activity.reduce((sum, d) => sum + d.seconds, 0);
  const articles = answers.length
    ? await db
        .select()
        .from(helpArticles)
        .where(
          inArray(
            helpArticles.id,
            answers.map((a) => a.articleId),
          ),
        )
    : [];
  const byId = new Map(articles.map((a) => [a.id, a]));

  return {
    totalCount,
    totalPublished,
    totalPerDayPublished: everyDay(days, new Map(published.map((p) => [p.day, p.n]))),
    totalSeen,
    totalAvgSeen: totalPublished ? round(totalSeen / totalPublished, 2) : 0,
    totalReadingAvg: reads ? round(readSeconds / reads, 1) : 0,
    viewsPerDay: everyDay(days, new Map(activity.map((d) => [d.day, d.views]))),
    readingAvgPerDay: everyDay(
      days,
      new Map(activity.filter((d) => d.reads > 0).map((d) => [d.day, Math.round(d.seconds / d.reads)])),
    ),
    helpfulness: answers.flatMap((a) => {
      const article = byId.get(a.articleId);
      return article ? [{ article, yes: a.yes, no: a.no, rate: helpfulRate(a.yes, a.no) }] : [];
    }),
    missedSearches,
    stale,
  };
}
