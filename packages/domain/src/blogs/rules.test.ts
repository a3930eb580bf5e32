import { describe, expect, it } from 'vitest';
import { blogAuthorSchema, blogInputSchema } from './schemas';
import {
  BLOG_SLUG_MAX,
  blogSlug,
  blogStatusOf,
  checkSchedule,
  isValidBlogSlug,
  nextFreeSlug,
  viewCounts,
} from './rules';

describe('blogSlug', () => {
  it('folds accents, lowercases and joins words with single hyphens', () => {
    expect(blogSlug('Dépôt de garantie : ce que dit la loi ')).toBe('depot-de-garantie-ce-que-dit-la-loi');
    expect(blogSlug("Renter's guide — Œuvre & Straße 2026")).toBe('renters-guide-oeuvre-strasse-2026');
    expect(blogSlug('!!!')).toBe('post');
  });

  it('stays within the limit, cut at a word', () => {
    const slug = blogSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((w) => w === 'word')).toBe(true);
    expect(isValidBlogSlug(slug)).toBe(true);
  });

  it('checks a typed slug shape', () => {
    expect(isValidBlogSlug('moving-to-montreal')).toBe(true);
    expect(isValidBlogSlug('Moving')).toBe(false);
    expect(isValidBlogSlug('a--b')).toBe(false);
    expect(isValidBlogSlug('-a')).toBe(false);
  });
});

it('numbers a taken slug -2, -3… within the limit', () => {
  expect(nextFreeSlug('rent', new Set())).toBe('rent');
  expect(nextFreeSlug('rent', new Set(['rent']))).toBe('rent-2');
  expect(nextFreeSlug('rent', new Set(['rent', 'rent-2']))).toBe('rent-3');
  const long = 'a'.repeat(BLOG_SLUG_MAX);
  const next = nextFreeSlug(long, new Set([long]));
  expect(next).toHaveLength(BLOG_SLUG_MAX);
  expect(next.endsWith('-2')).toBe(true);
});

describe('schedule', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('accepts a future time within a year and refuses the past or too far', () => {
    expect(checkSchedule(new Date('2026-03-01T12:01:00Z'), now)).toEqual({ ok: true });
    expect(checkSchedule(now, now)).toEqual({ ok: false, code: 'BLOG_SCHEDULE_IN_PAST' });
    expect(checkSchedule(new Date('2027-04-01T00:00:00Z'), now)).toMatchObject({
      ok: false,
      code: 'BLOG_SCHEDULE_TOO_FAR',
    });
  });

  it('reads a status from the flags', () => {
    expect(blogStatusOf({ isPublished: true, publishAt: null })).toBe('PUBLISHED');
    expect(blogStatusOf({ isPublished: false, publishAt: now })).toBe('SCHEDULED');
    expect(blogStatusOf({ isPublished: false, publishAt: null })).toBe('DRAFT');
  });
});

it('counts a view again only 30 minutes after the last counted one', () => {
  const at = new Date('2026-03-01T12:00:00Z');
  expect(viewCounts(null, at)).toBe(true);
  expect(viewCounts(at, new Date('2026-03-01T12:29:59Z'))).toBe(false);
  expect(viewCounts(at, new Date('2026-03-01T12:30:00Z'))).toBe(true);
});

it('refuses over-long fields and pictures from elsewhere', () => {
  const ok = { title: 'T', body: {}, locale: 'en' };
  expect(blogInputSchema.safeParse(ok).success).toBe(true);
  expect(blogInputSchema.safeParse({ ...ok, title: 'x'.repeat(151) }).success).toBe(false);
  expect(blogInputSchema.safeParse({ ...ok, thumbnailUrl: 'javascript:alert(1)' }).success).toBe(false);
  expect(blogInputSchema.safeParse({ ...ok, thumbnailUrl: '/files/abc' }).success).toBe(true);
  expect(blogAuthorSchema.safeParse({ name: 'A', bio: 'b'.repeat(1001) }).success).toBe(false);
});
