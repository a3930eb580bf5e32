import { BLOGS_PAGE_SIZE, type BlogStatus } from '@rentals/domain/blogs/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogAuthors,
  blogTags,
  blogs,
  contentTags,
  type BlogAuthorRow,
  type BlogRow,
  type ContentTagRow,
} from '../../db/schema/blogs';
import { containing, pageOf, UUID, type Paging } from '../../db/sql-helpers';

/*
 * Reading blog posts: the staff table (every status, filters and sorts), the public list (published
 * only, one language, by tag and words) and one post with its author, tags and related posts.
 */

export interface BlogView extends BlogRow {
  author: BlogAuthorRow | null;
  tags: ContentTagRow[];
}

export const BLOG_ORDERS = ['UPDATED', 'NEWEST', 'TITLE', 'MOST_SEEN'] as const;
export type BlogOrder = (typeof BLOG_ORDERS)[number];

export interface BlogFilter {
  search?: string | null;
  status?: BlogStatus | null;
  /** A tag name, without regard to case. */
  tag?: string | null;
  authorId?: string | null;
  locale?: Locale | null;
}

/** Words matched without accents or case against the title, summary and text. */
function searchCondition(search: string): SQL {
  const pattern = containing(search.trim());
  return sql`(f_unaccent(${blogs.title}) ilike f_unaccent(${pattern})
    or f_unaccent(${blogs.description}) ilike f_unaccent(${pattern})
    or f_unaccent(${blogs.bodyText}) ilike f_unaccent(${pattern}))`;
}

function tagCondition(tag: string): SQL {
  return sql`exists (select 1 from ${blogTags} join ${contentTags} on ${contentTags.id} = ${blogTags.tagId}
    where ${blogTags.blogId} = ${blogs.id} and lower(${contentTags.name}) = lower(${tag.trim()}))`;
}

function conditions(filter: BlogFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.search?.trim()) parts.push(searchCondition(filter.search));
  if (filter.tag?.trim()) parts.push(tagCondition(filter.tag));
  if (filter.authorId)
    parts.push(UUID.test(filter.authorId) ? eq(blogs.authorId, filter.authorId) : sql`false`);
  if (filter.locale) parts.push(eq(blogs.locale, filter.locale));
  if (filter.status === 'PUBLISHED') parts.push(eq(blogs.isPublished, true));
  if (filter.status === 'SCHEDULED')
    parts.push(and(eq(blogs.isPublished, false), isNotNull(blogs.publishAt)));
  if (filter.status === 'DRAFT')
    parts.push(and(eq(blogs.isPublished, false), sql`${blogs.publishAt} is null`));
  return and(...parts);
}

const ORDER: Record<BlogOrder, SQL[]> = {
  UPDATED: [desc(blogs.updatedAt), desc(blogs.id)],
  NEWEST: [desc(blogs.createdAt), desc(blogs.id)],
  TITLE: [asc(sql`lower(${blogs.title})`), asc(blogs.id)],
  MOST_SEEN: [desc(blogs.seen), desc(blogs.id)],
};

/** Adds each post's author and tags, two statements for the whole page. */
export async function withAuthorsAndTags(db: Db, rows: BlogRow[]): Promise<BlogView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is string => !!id))];
  const [authors, tags] = await Promise.all([
    authorIds.length ? db.select().from(blogAuthors).where(inArray(blogAuthors.id, authorIds)) : [],
    db
      .select({ blogId: blogTags.blogId, tag: contentTags })
      .from(blogTags)
      .innerJoin(contentTags, eq(contentTags.id, blogTags.tagId))
      .where(inArray(blogTags.blogId, ids))
      .orderBy(asc(contentTags.name)),
  ]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  return rows.map((row) => ({
    ...row,
    author: row.authorId ? (authorById.get(row.authorId) ?? null) : null,
    tags: tags.filter((t) => t.blogId === row.id).map((t) => t.tag),
  }));
}

/** The staff table: a page of posts under the filters. */
export async function findBlogs(
  db: Db,
  filter: BlogFilter,
  order: BlogOrder,
  paging: Paging,
): Promise<BlogView[]> {
  const { first, skip } = pageOf(paging, BLOGS_PAGE_SIZE);
  if (first === 0) return [];
  const rows = await db
    .select()
    .from(blogs)
    .where(conditions(filter))
    .orderBy(...ORDER[order])
    .limit(first)
    .offset(skip);
  return withAuthorsAndTags(db, rows);
}

export async function countBlogs(db: Db, filter: BlogFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogs).where(conditions(filter));
  return Number(row?.n ?? 0);
}

/** Published posts for visitors, newest first. */
export async function findPublicBlogs(
  db: Db,
  filter: Pick<BlogFilter, 'search' | 'tag' | 'locale'>,
  paging: Paging,
): Promise<BlogView[]> {
  const { first, skip } = pageOf(paging, BLOGS_PAGE_SIZE);
  if (first === 0) return [];
  const rows = await db
    .select()
    .from(blogs)
    .where(conditions({ ...filter, status: 'PUBLISHED' }))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(first)
    .offset(skip);
  return withAuthorsAndTags(db, rows);
}

export async function countPublicBlogs(
  db: Db,
  filter: Pick<BlogFilter, 'search' | 'tag' | 'locale'>,
): Promise<number> {
  return countBlogs(db, { ...filter, status: 'PUBLISHED' });
}

/** One post, or null; `publishedOnly` for visitors. */
export async function findBlog(db: Db, id: string, publishedOnly: boolean): Promise<BlogView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.id, id), publishedOnly ? eq(blogs.isPublished, true) : undefined));
  if (!row) return null;
  const [view] = await withAuthorsAndTags(db, [row]);
  return view!;
}

/**
 * Published posts sharing the most tags with `post`, in its language, newest first among equals;
 * none when it has no tags.
 */
export async function relatedBlogs(db: Db, post: BlogView, take: number): Promise<BlogView[]> {
  const tagIds = post.tags.map((t) => t.id);
  if (!tagIds.length || take <= 0) return [];
  const shared = sql<number>`count(${blogTags.tagId})`;
  const rows = await db
    .select({ post: blogs, shared })
    .from(blogs)
    .innerJoin(blogTags, eq(blogTags.blogId, blogs.id))
    .where(
      and(
        ne(blogs.id, post.id),
        eq(blogs.isPublished, true),
        eq(blogs.locale, post.locale),
        inArray(blogTags.tagId, tagIds),
      ),
    )
    .groupBy(blogs.id)
    .orderBy(desc(shared), desc(blogs.publishedAt))
    .limit(Math.min(take, 12));
  return withAuthorsAndTags(
    db,
    rows.map((r) => r.post),
  );
}
