import type { Province } from '@rentals/domain/users/enums';
import type { Locale } from '@rentals/domain/users/enums';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { blogs } from '../../db/schema/blogs';
import { rentalLaws } from '../../db/schema/rental-laws';

/*
 * The knowledge center's sections, read from the content tables directly (published rows only,
 * in the page's language): the newest posts, the two sections of curated articles and the rental
 * laws of one province. The modules that edit them own their own queries; this is the hub's read.
 */

export const HUB_POSTS = 6;
export const HUB_ARTICLES = 6;
export const HUB_LAWS = 8;

export type HubPost = Awaited<ReturnType<typeof latestPosts>>[number];
export type HubArticle = Awaited<ReturnType<typeof publishedArticles>>[number];
export type HubLaw = Awaited<ReturnType<typeof provinceLaws>>[number];

export function latestPosts(db: Db, locale: Locale, limit = HUB_POSTS) {
  return db
    .select({
      id: blogs.id,
      title: blogs.title,
      slug: blogs.slug,
      description: blogs.description,
      thumbnailUrl: blogs.thumbnailUrl,
      avgReadingTime: blogs.avgReadingTime,
      publishedAt: sql<Date>`coalesce(${blogs.publishedAt}, ${blogs.updatedAt})`.mapWith(blogs.updatedAt),
    })
    .from(blogs)
    .where(and(eq(blogs.isPublished, true), eq(blogs.locale, locale)))
    .orderBy(desc(sql`coalesce(${blogs.publishedAt}, ${blogs.updatedAt})`), desc(blogs.id))
    .limit(limit);
}

export function publishedArticles(db: Db, locale: Locale, type: 'TRENDING' | 'ESTATE_SCOOP') {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      subtitle: articles.subtitle,
      description: articles.description,
      articleUrl: articles.articleUrl,
      imageUrl: articles.imageUrl,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .where(and(eq(articles.status, 'PUBLISHED'), eq(articles.articleType, type), eq(articles.locale, locale)))
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(HUB_ARTICLES);
}

export function provinceLaws(db: Db, locale: Locale, province: Province) {
  return db
    .select({
      id: rentalLaws.id,
      title: rentalLaws.title,
      description: rentalLaws.description,
      audience: rentalLaws.audience,
      province: rentalLaws.province,
    })
    .from(rentalLaws)
    .where(
      and(eq(rentalLaws.isPublished, true), eq(rentalLaws.province, province), eq(rentalLaws.locale, locale)),
    )
    .orderBy(asc(rentalLaws.position), asc(rentalLaws.title))
    .limit(HUB_LAWS);
}
