import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { localeEnum, users } from './users';

/**
 * Tag items (spec/01 §3: id, name, mostUsed, mostClick), shared by blog posts and curated
 * articles. `mostUsed` counts the posts and articles carrying the tag; `mostClick` the visitors'
 * clicks on it in the /blogs tag filter. Names are unique without regard to case.
 */
export const contentTags = pgTable(
  'content_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    mostUsed: integer('most_used').notNull().default(0),
    mostClick: integer('most_click').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_tags_name_idx').on(sql`lower(${t.name})`)],
);

/** Who wrote a blog post (the spec's blog author): name, bio, avatar. */
export const blogAuthors = pgTable('blog_authors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  bio: text('bio'),
  avatarUrl: text('avatar_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * A blog post (spec/01 §3 Blog: title, description, thumbnailUrl, tags, seen, isPublished,
 * avgReadingTime, author). The body is kept three ways: the editor's JSON (what staff edit), the
 * HTML rendered from it on the server and sanitized (what pages show) and plain text (search and
 * reading time). A post with `publishAt` in the future is published by the job table at that time.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The URL's title part, /blog/{id}/{slug}; an old or wrong one redirects to this. */
    slug: text('slug').notNull(),
    /** A short summary for cards, feeds and search engines. */
    description: text('description').notNull().default(''),
    bodyJson: jsonb('body_json').$type<Record<string, unknown>>().notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    authorId: uuid('author_id').references(() => blogAuthors.id, { onDelete: 'restrict' }),
    locale: localeEnum('locale').notNull().default('en'),
    isPublished: boolean('is_published').notNull().default(false),
    /** A scheduled publication (null: none). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When it was first published (its date on the page and in feeds). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    seen: integer('seen').notNull().default(0),
    /** Minutes, computed from the words (packages/domain rich-text), never typed. */
    avgReadingTime: integer('avg_reading_time').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('blogs_slug_idx').on(t.slug),
    index('blogs_published_idx').on(t.isPublished, t.publishedAt),
  ],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => contentTags.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.tagId] }), index('blog_tags_tag_idx').on(t.tagId)],
);

/**
 * One row per visitor and post while a view counts: a view within 30 minutes of the visitor's
 * last counted one is not counted again. `visitorKey` is a keyed hash, never an address.
 */
export const blogViews = pgTable(
  'blog_views',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.visitorKey] })],
);

/** Counted views per post and day (Toronto), for the staff's blog view analytics. */
export const blogViewDays = pgTable(
  'blog_view_days',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.day] }), index('blog_view_days_day_idx').on(t.day)],
);

export type BlogRow = typeof blogs.$inferSelect;
export type BlogAuthorRow = typeof blogAuthors.$inferSelect;
export type ContentTagRow = typeof contentTags.$inferSelect;
