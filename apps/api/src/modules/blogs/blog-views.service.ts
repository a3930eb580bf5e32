import { BLOG_VIEW_DEDUPE_MINUTES, BLOG_VIEW_TIME_ZONE } from '@rentals/domain/blogs/rules';
import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { blogViewDays, blogViews, blogs } from '../../db/schema/blogs';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { visitorKey } from '../../graphql/visitor-key';

/*
 * Blog views (issue 23): a published post's view counts once per visitor per 30 minutes. A visitor
 * is a keyed hash (HMAC with the server's key) of the signed-in account, or of the address and
 * browser of a visitor; the address itself is never stored. A counted view adds one to the post's
 * `seen` and to its row of the day, in Toronto days, for the staff's analytics.
 */

/** The stored key of a visitor: an HMAC, so it cannot be turned back into an address. */
export function blogVisitorKey(
  config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>,
  who: { userId?: string | null; ip: string; userAgent?: string | null },
): string {
  return visitorKey(config, who, 'blog-view');
}

/** Records a view of a published post; answers whether it counted (false within the 30 minutes). */
export async function recordBlogView(
  db: Db,
  blogId: string,
  key: string,
  now = new Date(),
): Promise<boolean> {
  if (!UUID.test(blogId)) throw new AppError('BLOG_NOT_FOUND');
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [post] = await tx
      .select({ id: blogs.id })
      .from(blogs)
      .where(and(eq(blogs.id, blogId), eq(blogs.isPublished, true)));
    if (!post) throw new AppError('BLOG_NOT_FOUND');
    const at = now.toISOString();
    // One statement decides, so two tabs opening the post at once count it once.
    const counted = await tx
      .insert(blogViews)
      .values({ blogId, visitorKey: key, lastCountedAt: now })
      .onConflictDoUpdate({
        target: [blogViews.blogId, blogViews.visitorKey],
        set: { lastCountedAt: now },
        setWhere: sql`${blogViews.lastCountedAt} <= ${at}::timestamptz - make_interval(mins => ${BLOG_VIEW_DEDUPE_MINUTES})`,
      })
      .returning({ blogId: blogViews.blogId });
    if (!counted.length) return false;
    await tx
      .update(blogs)
      .set({ seen: sql`${blogs.seen} + 1`, updatedAt: sql`${blogs.updatedAt}` })
      .where(eq(blogs.id, blogId));
    const day = utcToLocal(now, BLOG_VIEW_TIME_ZONE).date;
    await tx
      .insert(blogViewDays)
      .values({ blogId, day, views: 1 })
      .onConflictDoUpdate({
        target: [blogViewDays.blogId, blogViewDays.day],
        set: { views: sql`${blogViewDays.views} + 1` },
      });
    return true;
  });
}

export interface BlogViewAnalytics {
  days: { day: string; views: number }[];
  topPosts: { id: string; title: string; views: number }[];
  total: number;
}

/** Views per Toronto day from `from` to `to` (both included, YYYY-MM-DD) and the most read posts. */
export async function blogViewAnalytics(
  db: Db,
  from: string,
  to: string,
  top = 10,
): Promise<BlogViewAnalytics> {
  const range = and(gte(blogViewDays.day, from), lte(blogViewDays.day, to));
  const views = sql<number>`sum(${blogViewDays.views})::int`;
  const [days, topPosts] = await Promise.all([
    db
      .select({ day: blogViewDays.day, views })
      .from(blogViewDays)
      .where(range)
      .groupBy(blogViewDays.day)
      .orderBy(asc(blogViewDays.day)),
    db
      .select({ id: blogs.id, title: blogs.title, views })
      .from(blogViewDays)
      .innerJoin(blogs, eq(blogs.id, blogViewDays.blogId))
      .where(range)
      .groupBy(blogs.id, blogs.title)
      .orderBy(desc(views), asc(blogs.title))
      .limit(top),
  ]);
  const norm = <T extends { views: number }>(rows: T[]) =>
    rows.map((r) => ({ ...r, views: Number(r.views) }));
  const dayRows = norm(days);
  return { days: dayRows, topPosts: norm(topPosts), total: dayRows.reduce((sum, d) => sum + d.views, 0) };
}
