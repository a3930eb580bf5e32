import {
  countedReadSeconds,
  HELP_TIME_ZONE,
  HELP_VIEW_DEDUPE_MINUTES,
} from '@rentals/domain/help-center/rules';
import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { helpArticleDays, helpArticles, helpArticleViews } from '../../db/schema/help-center';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { visitorKey } from '../../graphql/visitor-key';

/*
 * Help-article views and reading time (issue 24), counted like blog views: a published article's
 * view counts once per visitor per HELP_VIEW_DEDUPE_MINUTES, the visitor being a keyed hash, never
 * an address. A counted view adds one to the article's `seen` and to its Toronto day. While that
 * view lasts, the page reports how long it was kept visible each time it is hidden: the view keeps
 * the longest report, and only the increase goes to the day, so a page hidden twice counts once.
 */

/** Who is reading: the signed-in account, or the address and browser of a visitor. */
type Who = Parameters<typeof visitorKey>[1];

/** The stored key of a visitor reading help articles: an HMAC, so it cannot be turned back into an address. */
export const helpViewVisitorKey = (config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>, who: Who): string =>
  visitorKey(config, who, 'help-view');

const dedupeStart = (now: Date) =>
  sql`${now.toISOString()}::timestamptz - make_interval(mins => ${HELP_VIEW_DEDUPE_MINUTES})`;

/** Records a view of a published article; answers whether it counted (false within the dedupe window). */
export async function recordHelpView(
  db: Db,
  articleId: string,
  key: string,
  now = new Date(),
): Promise<boolean> {
  if (!UUID.test(articleId)) throw new AppError('HELP_ARTICLE_NOT_FOUND');
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [article] = await tx
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(and(eq(helpArticles.id, articleId), eq(helpArticles.isPublished, true)));
    if (!article) throw new AppError('HELP_ARTICLE_NOT_FOUND');
    // One statement decides, so two tabs opening the article at once count it once. A new view
    // starts its reading time afresh.
    const counted = await tx
      .insert(helpArticleViews)
      .values({ articleId, visitorKey: key, lastCountedAt: now, readSeconds: 0 })
      .onConflictDoUpdate({
        target: [helpArticleViews.articleId, helpArticleViews.visitorKey],
        set: { lastCountedAt: now, readSeconds: 0 },
        setWhere: sql`${helpArticleViews.lastCountedAt} <= ${dedupeStart(now)}`,
      })
      .returning({ articleId: helpArticleViews.articleId });
    if (!counted.length) return false;
    await tx
      .update(helpArticles)
      // updatedAt is the staff's "last updated": a view leaves it.
      .set({ seen: sql`${helpArticles.seen} + 1`, updatedAt: sql`${helpArticles.updatedAt}` })
      .where(eq(helpArticles.id, articleId));
    await tx
      .insert(helpArticleDays)
      .values({ articleId, day: utcToLocal(now, HELP_TIME_ZONE).date, views: 1 })
      .onConflictDoUpdate({
        target: [helpArticleDays.articleId, helpArticleDays.day],
        set: { views: sql`${helpArticleDays.views} + 1` },
      });
    return true;
  });
}

/**
 * Records how long the visitor kept the article visible during their counted view, at most the time
 * since that view. The view keeps the longest report; the day of the view gets the increase, and one more read the first time the
 * view reports any time. False when the visitor has no counted view of it within the window.
 */
export async function recordHelpReading(
  db: Db,
  articleId: string,
  key: string,
  seconds: number,
  now = new Date(),
): Promise<boolean> {
  if (!UUID.test(articleId)) throw new AppError('HELP_ARTICLE_NOT_FOUND');
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Locked, so two reports of one view at once add their increase once.
    const [view] = await tx
      .select({ lastCountedAt: helpArticleViews.lastCountedAt, readSeconds: helpArticleViews.readSeconds })
      .from(helpArticleViews)
      .where(
        and(
          eq(helpArticleViews.articleId, articleId),
          eq(helpArticleViews.visitorKey, key),
          gt(helpArticleViews.lastCountedAt, dedupeStart(now)),
        ),
      )
      .for('update');
    if (!view) return false;
    // A page cannot have been visible longer than the time since its view was counted: a report of
    // half an hour one second after the view counts one second.
    const elapsed = Math.max(0, Math.ceil((now.getTime() - view.lastCountedAt.getTime()) / 1000));
    const reported = Math.min(countedReadSeconds(seconds), elapsed);
    const increase = reported - view.readSeconds;
    if (increase <= 0) return true;
    await tx
      .update(helpArticleViews)
      .set({ readSeconds: reported })
      .where(and(eq(helpArticleViews.articleId, articleId), eq(helpArticleViews.visitorKey, key)));
    const firstReport = view.readSeconds === 0 ? 1 : 0;
    // The view's day, not the report's, so a day's average reading time belongs to its views.
    const day = utcToLocal(view.lastCountedAt, HELP_TIME_ZONE).date;
    await tx
      .insert(helpArticleDays)
      .values({ articleId, day, reads: firstReport, readSeconds: increase })
      .onConflictDoUpdate({
        target: [helpArticleDays.articleId, helpArticleDays.day],
        set: {
          reads: sql`${helpArticleDays.reads} + ${firstReport}`,
          readSeconds: sql`${helpArticleDays.readSeconds} + ${increase}`,
        },
      });
    return true;
  });
}
