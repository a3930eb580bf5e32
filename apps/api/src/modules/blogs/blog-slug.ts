import { blogSlug, isValidBlogSlug, nextFreeSlug, BLOG_SLUG_MAX } from '@rentals/domain/blogs/rules';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/blogs';
import { startingWith } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';

/**
 * The slug a post is saved with. A slug staff typed is kept as typed, refused when another post
 * has it (they chose it, so a silent -2 would surprise them); one made from the title takes the
 * first free of base, base-2, base-3… The unique index still guards a concurrent save.
 */
export async function slugForPost(
  tx: Db,
  options: { typed: string | null; title: string; postId?: string },
): Promise<string> {
  const others = options.postId ? ne(blogs.id, options.postId) : undefined;
  if (options.typed) {
    if (!isValidBlogSlug(options.typed)) throw new AppError('BLOG_SLUG_INVALID', { max: BLOG_SLUG_MAX });
    const [taken] = await tx
      .select({ id: blogs.id })
      .from(blogs)
      .where(and(eq(blogs.slug, options.typed), others));
    if (taken) throw new AppError('BLOG_SLUG_TAKEN');
    return options.typed;
  }
  const base = blogSlug(options.title);
  const rows = await tx
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(and(or(eq(blogs.slug, base), like(blogs.slug, startingWith(`${base.slice(0, 60)}`))), others));
  return nextFreeSlug(base, new Set(rows.map((r) => r.slug)));
}
