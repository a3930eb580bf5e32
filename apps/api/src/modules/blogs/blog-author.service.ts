import { blogAuthorSchema, type BlogAuthorInput } from '@rentals/domain/blogs/schemas';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogAuthors, blogs, type BlogAuthorRow } from '../../db/schema/blogs';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';

/** Blog authors (spec/01 §7 blog author): name, bio and photo, shown on each post they sign. */

export async function findBlogAuthors(db: Db): Promise<(BlogAuthorRow & { postCount: number })[]> {
  const rows = await db
    .select({ author: blogAuthors, postCount: count(blogs.id) })
    .from(blogAuthors)
    .leftJoin(blogs, eq(blogs.authorId, blogAuthors.id))
    .groupBy(blogAuthors.id)
    .orderBy(asc(blogAuthors.name));
  return rows.map((r) => ({ ...r.author, postCount: Number(r.postCount) }));
}

async function requireAuthor(db: Db, id: string): Promise<BlogAuthorRow> {
  if (!UUID.test(id)) throw new AppError('BLOG_AUTHOR_NOT_FOUND');
  const [row] = await db.select().from(blogAuthors).where(eq(blogAuthors.id, id));
  if (!row) throw new AppError('BLOG_AUTHOR_NOT_FOUND');
  return row;
}

export async function createBlogAuthor(db: Db, input: BlogAuthorInput): Promise<BlogAuthorRow> {
  const data = parseInput(blogAuthorSchema, input);
  const [row] = await db.insert(blogAuthors).values(data).returning();
  return row!;
}

export async function updateBlogAuthor(db: Db, id: string, input: BlogAuthorInput): Promise<BlogAuthorRow> {
  const data = parseInput(blogAuthorSchema, input);
  await requireAuthor(db, id);
  const [row] = await db.update(blogAuthors).set(data).where(eq(blogAuthors.id, id)).returning();
  return row!;
}

/** Refused while a post names the author (BLOG_AUTHOR_IN_USE with the count). */
export async function deleteBlogAuthor(db: Db, id: string): Promise<boolean> {
  await requireAuthor(db, id);
  const [used] = await db.select({ n: count() }).from(blogs).where(eq(blogs.authorId, id));
  if (Number(used?.n ?? 0) > 0) throw new AppError('BLOG_AUTHOR_IN_USE', { count: Number(used!.n) });
  try {
    await db.delete(blogAuthors).where(eq(blogAuthors.id, id));
  } catch {
    // A post given this author between the count and the delete (the foreign key restricts).
    throw new AppError('BLOG_AUTHOR_IN_USE', { count: 1 });
  }
  return true;
}
