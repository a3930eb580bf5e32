import { eq } from 'drizzle-orm';
import { siteForms } from '../../db/schema/site-forms';
import { registerSitemapSource } from '../seo/sitemap-sources';

/** Published forms in the sitemap, at their page (/listing-form) or at /forms/{slug}. */
registerSitemapSource({
  name: 'site-forms',
  entries: async (db) => {
    const rows = await db
      .select({ slug: siteForms.slug, routePath: siteForms.routePath, updatedAt: siteForms.updatedAt })
      .from(siteForms)
      .where(eq(siteForms.isPublished, true))
      .orderBy(siteForms.slug);
    return rows.map((row) => ({ path: row.routePath ?? `/forms/${row.slug}`, lastmod: row.updatedAt }));
  },
});
