import { sql } from 'drizzle-orm';
import { articles } from '../../db/schema/articles';
import { blogs } from '../../db/schema/blogs';
import { rentalLaws } from '../../db/schema/rental-laws';
import { registerContentSource } from './content-sources';

/*
 * The search sources of blog posts, curated articles and rental laws: published rows only. A
 * draft, a scheduled post, an archived article or an unpublished law is never found.
 */

registerContentSource({
  kind: 'BLOG',
  rows: () => sql`select ${blogs.id}::text as id, ${blogs.title} as title,
      ${blogs.description} || ' ' || ${blogs.bodyText} as body, ${blogs.locale}::text as lang,
      '/blog/' || ${blogs.id}::text || '/' || ${blogs.slug} as url,
      coalesce(${blogs.publishedAt}, ${blogs.updatedAt}) as date
    from ${blogs} where ${blogs.isPublished}`,
});

registerContentSource({
  kind: 'ARTICLE',
  rows: () => sql`select ${articles.id}::text as id, ${articles.title} as title,
      coalesce(${articles.subtitle}, '') || ' ' || ${articles.description} as body,
      ${articles.locale}::text as lang, ${articles.articleUrl} as url, ${articles.createdAt} as date
    from ${articles} where ${articles.status} = 'PUBLISHED'`,
});

registerContentSource({
  kind: 'RENTAL_LAW',
  rows: () => sql`select ${rentalLaws.id}::text as id, ${rentalLaws.title} as title,
      ${rentalLaws.description} || ' ' || ${rentalLaws.bodyText} as body, ${rentalLaws.locale}::text as lang,
      '/rental-laws?province=' || ${rentalLaws.province} || '#law-' || ${rentalLaws.id}::text as url,
      ${rentalLaws.lastReviewedOn}::timestamptz as date
    from ${rentalLaws} where ${rentalLaws.isPublished}`,
});
