import { sql } from 'drizzle-orm';
import { helpArticles } from '../../db/schema/help-center';
import { registerContentSource } from '../knowledge-center/content-sources';

/*
 * The knowledge center's search finds published help articles too (kind HELP_CENTER), in every
 * language it is asked for, linking to the public article page.
 */
registerContentSource({
  kind: 'HELP_CENTER',
  rows: () => sql`select ${helpArticles.id}::text as id, ${helpArticles.title} as title,
      ${helpArticles.description} || ' ' || ${helpArticles.bodyText} as body, ${helpArticles.locale}::text as lang,
      '/help-center/collection/article/' || ${helpArticles.id}::text as url,
      coalesce(${helpArticles.publishedAt}, ${helpArticles.updatedAt}) as date
    from ${helpArticles} where ${helpArticles.isPublished}`,
});
