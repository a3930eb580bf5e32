import { checkSchedule, type BlogStatus } from '@rentals/domain/blogs/rules';
import { blogInputSchema, type BlogInput } from '@rentals/domain/blogs/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogAuthors, blogTags, blogs, type BlogRow } from '../../db/schema/blogs';
import { fileObjects } from '../../db/schema/files';
import { isUniqueViolation, UUID } from '../../db/sql-helpers';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { recountTagUse, tagIdsForNames } from '../content-tags/tag.service';
import { cancelJobs, enqueueJob } from '../jobs/job-queue';
import { registerJobHandler } from '../jobs/job-handlers';
import { richTextForStorage } from '../rich-text/rich-text';
import { slugForPost } from './blog-slug';

/*
 * Staff writes of blog posts (issue 23). Each save is one transaction: the body through the
 * rich-text storage rules, the slug, the tags (picked or created, their use recounted) and the
 * publication job, so a refused save leaves nothing behind. A scheduled post has one job keyed by
 * the post: scheduling again moves it, publishing now or going back to draft cancels it.
 */

export const BLOG_PUBLISH_JOB = 'blog-publish';
const publishJobKey = (id: string) => `${BLOG_PUBLISH_JOB}:${id}`;

const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((t) => work(t as unknown as Db));

/** The post, or BLOG_NOT_FOUND (an id that is not a uuid included). */
export async function requirePost(db: Db, id: string): Promise<BlogRow> {
  if (!UUID.test(id)) throw new AppError('BLOG_NOT_FOUND');
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!row) throw new AppError('BLOG_NOT_FOUND');
  return row;
}

async function checkAuthor(tx: Db, authorId: string | null): Promise<void> {
  if (!authorId) return;
  const [author] = await tx
    .select({ id: blogAuthors.id })
    .from(blogAuthors)
    .where(eq(blogAuthors.id, authorId));
  if (!author) throw new AppError('BLOG_AUTHOR_NOT_FOUND');
}

/** A thumbnail is a picture uploaded as BLOG_THUMBNAIL (so at least 300×300), served at /files/<id>. */
async function checkThumbnail(tx: Db, url: string | null): Promise<void> {
  if (!url) return;
  const id = /^\/files\/([0-9a-f-]{36})$/i.exec(url)?.[1];
  const [file] = id
    ? await tx
        .select({ id: fileObjects.id })
        .from(fileObjects)
        .where(and(eq(fileObjects.id, id), eq(fileObjects.pathType, 'BLOG_THUMBNAIL')))
    : [];
  if (!file) throw new AppError('BLOG_THUMBNAIL_INVALID');
}

/** The publication columns for what staff asked: publish now, schedule, or keep as a draft. */
function publication(
  data: { isPublished: boolean; publishAt: Date | null },
  existing: BlogRow | null,
  now: Date,
): Pick<BlogRow, 'isPublished' | 'publishAt' | 'publishedAt'> & { status: BlogStatus } {
  if (data.isPublished) {
    return {
      status: 'PUBLISHED',
      isPublished: true,
      publishAt: null,
      publishedAt: existing?.publishedAt ?? now,
    };
  }
  if (data.publishAt) {
    const check = checkSchedule(data.publishAt, now);
    if (!check.ok)
      throw new AppError(check.code, check.code === 'BLOG_SCHEDULE_TOO_FAR' ? { days: check.days } : {});
    return {
      status: 'SCHEDULED',
      isPublished: false,
      publishAt: data.publishAt,
      publishedAt: existing?.publishedAt ?? null,
    };
  }
  return { status: 'DRAFT', isPublished: false, publishAt: null, publishedAt: existing?.publishedAt ?? null };
}

/** Enqueues, moves or cancels the post's publication job to match its columns. */
async function syncPublishJob(tx: Db, id: string, publishAt: Date | null): Promise<void> {
  if (publishAt) {
    await enqueueJob(tx, {
      kind: BLOG_PUBLISH_JOB,
      key: publishJobKey(id),
      payload: { blogId: id },
      runAt: publishAt,
    });
  } else {
    await cancelJobs(tx, publishJobKey(id));
  }
}

async function setTags(tx: Db, blogId: string, names: readonly string[]): Promise<void> {
  const before = (
    await tx.select({ tagId: blogTags.tagId }).from(blogTags).where(eq(blogTags.blogId, blogId))
  ).map((r) => r.tagId);
  const ids = await tagIdsForNames(tx, names);
  await tx.delete(blogTags).where(eq(blogTags.blogId, blogId));
  if (ids.length) await tx.insert(blogTags).values(ids.map((tagId) => ({ blogId, tagId })));
  await recountTagUse(tx, [...new Set([...before, ...ids])]);
}

/** Creates or updates a post from the staff form; answers the stored row. */
export async function saveBlog(
  db: Db,
  input: { id?: string; data: BlogInput; userId: string; now?: Date },
): Promise<BlogRow> {
  const data = parseInput(blogInputSchema, input.data);
  const now = input.now ?? new Date();
  try {
    return await transaction(db, async (tx) => {
      const existing = input.id ? await requirePost(tx, input.id) : null;
      const pub = publication(data, existing, now);
      const body = richTextForStorage(data.body, { requireText: pub.status !== 'DRAFT' });
      await checkAuthor(tx, data.authorId);
      await checkThumbnail(tx, data.thumbnailUrl);
      const keepSlug = existing && !data.slug && existing.title === data.title;
      const slug = keepSlug
        ? existing.slug
        : await slugForPost(tx, { typed: data.slug, title: data.title, postId: input.id });
      const values = {
        title: data.title,
        slug,
        description: data.description,
        bodyJson: body.json as unknown as Record<string, unknown>,
        bodyHtml: body.html,
        bodyText: body.text,
        avgReadingTime: body.readingMinutes,
        thumbnailUrl: data.thumbnailUrl,
        authorId: data.authorId,
        locale: data.locale,
        isPublished: pub.isPublished,
        publishAt: pub.publishAt,
        publishedAt: pub.publishedAt,
      };
      const [row] = existing
        ? await tx.update(blogs).set(values).where(eq(blogs.id, existing.id)).returning()
        : await tx
            .insert(blogs)
            .values({ ...values, createdBy: input.userId })
            .returning();
      await setTags(tx, row!.id, data.tags);
      await syncPublishJob(tx, row!.id, row!.publishAt);
      return row!;
    });
  } catch (error) {
    // Two saves choosing the same free slug at once: the index refuses the second.
    if (isUniqueViolation(error)) throw new AppError('BLOG_SLUG_TAKEN');
    throw error;
  }
}

/** The publish toggle: publish now (the body must have words) or take back to a draft. */
export async function setBlogPublished(
  db: Db,
  id: string,
  isPublished: boolean,
  now = new Date(),
): Promise<BlogRow> {
  return transaction(db, async (tx) => {
    const post = await requirePost(tx, id);
    if (isPublished && post.bodyText.trim() === '') throw new AppError('RICH_TEXT_EMPTY');
    const [row] = await tx
      .update(blogs)
      .set(
        isPublished
          ? { isPublished: true, publishAt: null, publishedAt: post.publishedAt ?? now }
          : { isPublished: false, publishAt: null },
      )
      .where(eq(blogs.id, id))
      .returning();
    await syncPublishJob(tx, id, null);
    return row!;
  });
}

export async function deleteBlog(db: Db, id: string): Promise<boolean> {
  return transaction(db, async (tx) => {
    await requirePost(tx, id);
    const tagIds = (
      await tx.select({ tagId: blogTags.tagId }).from(blogTags).where(eq(blogTags.blogId, id))
    ).map((r) => r.tagId);
    await tx.delete(blogs).where(eq(blogs.id, id));
    await recountTagUse(tx, tagIds);
    await syncPublishJob(tx, id, null);
    return true;
  });
}

/**
 * The scheduled publication: publishes the post if it is still waiting for a time now past. A post
 * published by hand meanwhile, taken back to draft or moved later is left as it is.
 */
export async function publishDuePost(
  deps: AppDeps,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const id = String(payload.blogId ?? '');
  if (!UUID.test(id)) return;
  await deps.db
    .update(blogs)
    .set({
      isPublished: true,
      publishedAt: sql`coalesce(${blogs.publishedAt}, ${blogs.publishAt})`,
      publishAt: null,
    })
    .where(
      and(
        eq(blogs.id, id),
        eq(blogs.isPublished, false),
        sql`${blogs.publishAt} <= ${now.toISOString()}::timestamptz`,
      ),
    );
}

registerJobHandler(BLOG_PUBLISH_JOB, publishDuePost);
