import { and, asc, eq, max, sql } from 'drizzle-orm';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import { registerContentSource } from '../knowledge-center/content-sources';
import { registerSitemapSource } from '../seo/sitemap-sources';

/*
 * The help center in the knowledge center's search and in the sitemap: published articles only,
 * and the collections holding one. A draft is never found nor listed.
 */

registerContentSource({
  kind: 'HELP_CENTER',
  rows: () => sql`select ${helpArticles.id}::text as id, ${helpArticles.title} as title,
      ${helpArticles.description} || ' ' || ${helpArticles.bodyText} as body, ${helpArticles.locale}::text as lang,
      '/help-center/collection/article/' || ${helpArticles.id}::text as url,
      coalesce(${helpArticles.publishedAt}, ${helpArticles.updatedAt}) as date
    from ${helpArticles} where ${helpArticles.isPublished}`,
});

registerSitemapSource({
  name: 'help-center',
  entries: async (db) => {
    const collections = await db
      .select({
        id: helpCollections.id,
        position: helpCollections.position,
        updatedAt: max(helpArticles.updatedAt),
      })
      .from(helpCollections)
      .innerJoin(
        helpArticles,
        and(eq(helpArticles.collectionId, helpCollections.id), eq(helpArticles.isPublished, true)),
      )
      .groupBy(helpCollections.id)
      .orderBy(asc(helpCollections.position));
    const articles = await db
      .select({ id: helpArticles.id, updatedAt: helpArticles.updatedAt })
      .from(helpArticles)
      .where(eq(helpArticles.isPublished, true))
      .orderBy(asc(helpArticles.id));
    return [
      { path: '/help-center', lastmod: null },
      ...collections.map((c) => ({ path: `/help-center/collection/${c.id}`, lastmod: c.updatedAt })),
      ...articles.map((a) => ({ path: `/help-center/collection/article/${a.id}`, lastmod: a.updatedAt })),
    ];
  },
});
