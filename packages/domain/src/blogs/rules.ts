import { PAGE_SIZE } from '../limits';

/*
 * Blog posts (issue 23): the URL's title part and the publication schedule. Pure rules shared by
 * the API (which decides) and the web (which shows the same status and limits).
 */

/** The title part of /blog/{id}/{slug} is at most this long. */
export const BLOG_SLUG_MAX = 80;
export const BLOG_TITLE_MAX = 150;
export const BLOG_DESCRIPTION_MAX = 300;
export const BLOG_AUTHOR_NAME_MAX = 100;
export const BLOG_AUTHOR_BIO_MAX = 1_000;
/** A post is scheduled at most this many days ahead. */
export const BLOG_SCHEDULE_MAX_DAYS = 366;
/** The staff table and the public list show this many posts a page (the product's page size). */
export const BLOGS_PAGE_SIZE = PAGE_SIZE;
/** A visitor's view of a post counts again only after this long. */
export const BLOG_VIEW_DEDUPE_MINUTES = 30;
/** Blog view analytics and view days are counted in this time zone's days. */
export const BLOG_VIEW_TIME_ZONE = 'America/Toronto';

export const BLOG_STATUSES = ['PUBLISHED', 'SCHEDULED', 'DRAFT'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug from a title: accents folded to ASCII, lowercase, every run of other characters one
 * hyphen, no hyphen at either end, at most BLOG_SLUG_MAX characters (cut at a word when it can).
 * A title with nothing left ('!!!', only CJK) gives 'post'.
 */
export function blogSlug(title: string): string {
  const folded = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (folded === '') return 'post';
  if (folded.length <= BLOG_SLUG_MAX) return folded;
  const cut = folded.slice(0, BLOG_SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf('-');
  const trimmed = lastHyphen > BLOG_SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut.slice(0, BLOG_SLUG_MAX);
  return trimmed.replace(/-+$/, '');
}

/** Whether staff typed a slug of the stored shape (lowercase ASCII, digits, single hyphens). */
export function isValidBlogSlug(slug: string): boolean {
  return slug.length <= BLOG_SLUG_MAX && SLUG_SHAPE.test(slug);
}

/**
 * The first of `base`, `base-2`, `base-3`… not in `taken`; the suffix replaces the end of a base
 * that would otherwise pass BLOG_SLUG_MAX.
 */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** What a post's flags mean: published, waiting for its time, or a draft. */
export function blogStatusOf(post: { isPublished: boolean; publishAt: Date | string | null }): BlogStatus {
  if (post.isPublished) return 'PUBLISHED';
  return post.publishAt ? 'SCHEDULED' : 'DRAFT';
}

export type ScheduleCheck =
  | { ok: true }
  | { ok: false; code: 'BLOG_SCHEDULE_IN_PAST' }
  | { ok: false; code: 'BLOG_SCHEDULE_TOO_FAR'; days: number };

/**
 * Whether a post may be scheduled for `publishAt` at `now`: in the future (a time already past
 * is a mistake, not "publish now", which has its own button) and within BLOG_SCHEDULE_MAX_DAYS.
 */
export function checkSchedule(publishAt: Date, now: Date): ScheduleCheck {
  if (publishAt.getTime() <= now.getTime()) return { ok: false, code: 'BLOG_SCHEDULE_IN_PAST' };
  if (publishAt.getTime() - now.getTime() > BLOG_SCHEDULE_MAX_DAYS * 86_400_000)
    return { ok: false, code: 'BLOG_SCHEDULE_TOO_FAR', days: BLOG_SCHEDULE_MAX_DAYS };
  return { ok: true };
}

/** Whether a view at `now` counts, given the visitor's last counted view of the post. */
export function viewCounts(lastCountedAt: Date | null, now: Date): boolean {
  return !lastCountedAt || now.getTime() - lastCountedAt.getTime() >= BLOG_VIEW_DEDUPE_MINUTES * 60_000;
}
