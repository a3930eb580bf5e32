import { count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { blogs, blogViewDays } from '../../db/schema/blogs';
import { rentalLaws } from '../../db/schema/rental-laws';

/*
 * The staff dashboard's content figures. "This week" is the last seven days in the team's time
 * zone (America/Toronto), today included, as blog_view_days counts them.
 */

export const TOP_POSTS = 5;

const TORONTO_TODAY = sql`(now() at time zone 'America/Toronto')::date`;

export async function contentDashboard(db: Db) {
  const weekStart = sql`${TORONTO_TODAY} - 6`;
  const [[posts], [views], top, articleTypes, [laws]] = await Promise.all([
    db
      .select({
        published: sql<number>`count(*) filter (where ${blogs.isPublished})`.mapWith(Number),
        scheduled:
          sql<number>`count(*) filter (where not ${blogs.isPublished} and ${blogs.publishAt} is not null)`.mapWith(
            Number,
          ),
        drafts:
          sql<number>`count(*) filter (where not ${blogs.isPublished} and ${blogs.publishAt} is null)`.mapWith(
            Number,
          ),
      })
      .from(blogs),
    db
      .select({ views: sql<number>`coalesce(sum(${blogViewDays.views}), 0)`.mapWith(Number) })
      .from(blogViewDays)
      .where(gte(blogViewDays.day, weekStart)),
    db
      .select({
        id: blogs.id,
        title: blogs.title,
        slug: blogs.slug,
        views: sql<number>`sum(${blogViewDays.views})`.mapWith(Number),
      })
      .from(blogViewDays)
      .innerJoin(blogs, eq(blogs.id, blogViewDays.blogId))
      .where(gte(blogViewDays.day, weekStart))
      .groupBy(blogs.id)
      .orderBy(desc(sql`sum(${blogViewDays.views})`), blogs.title)
      .limit(TOP_POSTS),
    db
      .select({ articleType: articles.articleType, count: count() })
      .from(articles)
      .where(eq(articles.status, 'PUBLISHED'))
      .groupBy(articles.articleType),
    db
      .select({ n: count() })
      .from(rentalLaws)
      .where(lt(rentalLaws.lastReviewedOn, sql`(${TORONTO_TODAY} - interval '1 year')::date`)),
  ]);
  const published = (type: 'TRENDING' | 'ESTATE_SCOOP') =>
    articleTypes.find((row) => row.articleType === type)?.count ?? 0;
  return {
    postsPublished: posts?.published ?? 0,
    postsDraft: posts?.drafts ?? 0,
    postsScheduled: posts?.scheduled ?? 0,
    blogViewsThisWeek: views?.views ?? 0,
    topPostsThisWeek: top,
    trendingArticlesPublished: published('TRENDING'),
    estateScoopArticlesPublished: published('ESTATE_SCOOP'),
    rentalLawsToReview: laws?.n ?? 0,
  };
}
