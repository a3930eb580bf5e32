import { eq, max } from 'drizzle-orm';
import { blogs } from '../../db/schema/blogs';
import { rentalLaws } from '../../db/schema/rental-laws';
import { registerSitemapSource } from '../seo/sitemap-sources';

/*
 * The content pages in the sitemap: the reading pages (/feed, for screens, is left out), every
 * published blog post, and the rental laws of each province that has published entries.
 */

export const CONTENT_PAGES = [
  '/knowledge-center',
  '/blogs',
  '/rental-laws',
  '/contact-us',
  '/terms',
  '/privacy',
];

registerSitemapSource({
  name: 'content-pages',
  entries: async () => CONTENT_PAGES.map((path) => ({ path })),
});

registerSitemapSource({
  name: 'blog-posts',
  entries: async (db) => {
    const rows = await db
      .select({ id: blogs.id, slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(eq(blogs.isPublished, true))
      .orderBy(blogs.id);
    return rows.map((row) => ({ path: `/blog/${row.id}/${row.slug}`, lastmod: row.updatedAt }));
  },
});

registerSitemapSource({
  name: 'rental-laws',
  entries: async (db) => {
    const rows = await db
      .select({ province: rentalLaws.province, updatedAt: max(rentalLaws.updatedAt) })
      .from(rentalLaws)
      .where(eq(rentalLaws.isPublished, true))
      .groupBy(rentalLaws.province)
      .orderBy(rentalLaws.province);
    return rows.map((row) => ({ path: `/rental-laws?province=${row.province}`, lastmod: row.updatedAt }));
  },
});
