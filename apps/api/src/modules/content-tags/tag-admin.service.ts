import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { TAG_NAME_MAX, normalizeTagName } from '@rentals/domain/content-tags/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleTags } from '../../db/schema/articles';
import { blogTags, blogs, contentTags, type ContentTagRow } from '../../db/schema/blogs';
import { containing, isUniqueViolation, rowsOf, UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { takeAttempts } from '../auth/rate-limit.service';

/*
 * The tag list and its staff operations. Tags are made by naming them on a post or article
 * (tag.service.ts); staff may also add, rename and delete them here. A tag still carried by a post
 * or an article cannot be deleted: TAG_IN_USE says by how many.
 */

export const TAG_ORDERS = ['NAME', 'MOST_USED', 'MOST_CLICK'] as const;
export type TagOrder = (typeof TAG_ORDERS)[number];

/** Clicks counted per visitor: a few a minute is browsing; more is someone inflating a tag. */
const TAG_CLICK_RULE = {
  freeAttempts: 30,
  firstWaitSeconds: 60,
  maxWaitSeconds: 3600,
  forgetAfterSeconds: 3600,
};

const ORDER: Record<TagOrder, SQL[]> = {
  NAME: [asc(sql`lower(${contentTags.name})`)],
  MOST_USED: [desc(contentTags.mostUsed), asc(sql`lower(${contentTags.name})`)],
  MOST_CLICK: [desc(contentTags.mostClick), asc(sql`lower(${contentTags.name})`)],
};

export async function findTags(
  db: Db,
  options: {
    search?: string | null;
    order: TagOrder;
    usedOnly?: boolean;
    /** Only tags of a published blog post in this language. */
    postLocale?: Locale | null;
    first?: number | null;
  },
): Promise<ContentTagRow[]> {
  const search = options.search?.trim();
  return db
    .select()
    .from(contentTags)
    .where(
      sql`${search ? sql`f_unaccent(${contentTags.name}) ilike f_unaccent(${containing(search)})` : sql`true`}
        and ${options.usedOnly ? sql`${contentTags.mostUsed} > 0` : sql`true`}
        and ${
          options.postLocale
            ? sql`exists (select 1 from ${blogTags} join ${blogs} on ${blogs.id} = ${blogTags.blogId}
                where ${blogTags.tagId} = ${contentTags.id} and ${blogs.isPublished}
                  and ${blogs.locale} = ${options.postLocale})`
            : sql`true`
        }`,
    )
    .orderBy(...ORDER[options.order])
    .limit(Math.min(Math.max(options.first ?? MAX_PAGE_SIZE, 0), MAX_PAGE_SIZE));
}

function cleanName(name: string): string {
  const clean = normalizeTagName(name);
  if (clean === null) throw new AppError('TAG_NAME_INVALID', { max: TAG_NAME_MAX });
  return clean;
}

async function requireTag(db: Db, id: string): Promise<ContentTagRow> {
  if (!UUID.test(id)) throw new AppError('TAG_NOT_FOUND');
  const [row] = await db.select().from(contentTags).where(eq(contentTags.id, id));
  if (!row) throw new AppError('TAG_NOT_FOUND');
  return row;
}

async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TAG_NAME_TAKEN');
    throw error;
  }
}

export async function createTag(db: Db, name: string): Promise<ContentTagRow> {
  const clean = cleanName(name);
  return named(async () => (await db.insert(contentTags).values({ name: clean }).returning())[0]!);
}

export async function updateTag(db: Db, id: string, name: string): Promise<ContentTagRow> {
  const clean = cleanName(name);
  await requireTag(db, id);
  return named(
    async () =>
      (await db.update(contentTags).set({ name: clean }).where(eq(contentTags.id, id)).returning())[0]!,
  );
}

/** Deletes an unused tag; TAG_IN_USE with the number of posts and articles carrying it otherwise. */
export async function deleteTag(db: Db, id: string): Promise<boolean> {
  await requireTag(db, id);
  const [used] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select (select count(*) from ${blogTags} where ${blogTags.tagId} = ${id})
      + (select count(*) from ${articleTags} where ${articleTags.tagId} = ${id}) as n`),
  );
  const count = Number(used?.n ?? 0);
  if (count > 0) throw new AppError('TAG_IN_USE', { count });
  try {
    await db.delete(contentTags).where(eq(contentTags.id, id));
  } catch {
    // Put on a post between the count and the delete: the foreign keys restrict.
    throw new AppError('TAG_IN_USE', { count: 1 });
  }
  return true;
}

/**
 * A visitor's click on a tag in the /blogs filter (mostClick). Past the per-visitor rate the click
 * is simply not counted: the visitor still gets the filtered list.
 */
export async function clickTag(db: Db, id: string, visitorKey: string): Promise<boolean> {
  await requireTag(db, id);
  try {
    await takeAttempts(db, [[`tag-click:${visitorKey}`, TAG_CLICK_RULE]]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS') return false;
    throw error;
  }
  await db
    .update(contentTags)
    .set({ mostClick: sql`${contentTags.mostClick} + 1` })
    .where(eq(contentTags.id, id));
  return true;
}
