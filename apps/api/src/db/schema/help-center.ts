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

/*
 * The help center (issue 24, spec/01 §2, §3 Help center): collections of articles for renters,
 * landlords or everyone, ordered by staff. Positions are dense (0..n-1) and unique: the unique
 * constraints are DEFERRABLE (written by hand in the migration, drizzle cannot say it), so one
 * reorder can swap positions in a single transaction; writers lock the parent row first.
 */

/** Who a collection or an article is for. */
export const HELP_AUDIENCE_VALUES = ['RENTER', 'LANDLORD', 'EVERYONE'] as const;

export const helpCollections = pgTable(
  'help_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    /** A name from packages/domain HELP_COLLECTION_ICONS (null: the thumbnail, or a default). */
    icon: text('icon'),
    thumbnailUrl: text('thumbnail_url'),
    audience: text('audience', { enum: HELP_AUDIENCE_VALUES }).notNull().default('EVERYONE'),
    /** Dense, unique (deferrable): 0 is first. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('help_collections_position_idx').on(t.position)],
);

/**
 * A help-center article (spec/01 §3: title, description, category, isPublished, thumbnailUrl,
 * order). `category` is its collection. An English and a French version of one article share a
 * `translationGroup`. `helpKey` is a stable key the product's pages link by (contextual help:
 * 'listing-wizard', 'application-wizard', 'plan-choice'), never an id.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => helpCollections.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bodyJson: jsonb('body_json').$type<Record<string, unknown>>().notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** Two-letter province code (packages/domain PROVINCES); null: every province. */
    province: text('province'),
    userType: text('user_type', { enum: HELP_AUDIENCE_VALUES }).notNull().default('EVERYONE'),
    /** Dense within its collection, unique (deferrable). */
    position: integer('position').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    locale: localeEnum('locale').notNull().default('en'),
    translationGroup: uuid('translation_group').notNull().defaultRandom(),
    helpKey: text('help_key'),
    /** Counted views (one per visitor per 30 minutes). */
    seen: integer('seen').notNull().default(0),
    helpfulYes: integer('helpful_yes').notNull().default(0),
    helpfulNo: integer('helpful_no').notNull().default(0),
    /** When it was first published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Changed by staff edits only (a view or an answer leaves it). */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('help_articles_collection_idx').on(t.collectionId, t.position),
    index('help_articles_published_idx').on(t.isPublished, t.locale),
    uniqueIndex('help_articles_translation_idx').on(t.translationGroup, t.locale),
    uniqueIndex('help_articles_key_idx')
      .on(t.helpKey, t.locale)
      .where(sql`${t.helpKey} is not null`),
  ],
);

/**
 * One row per visitor and article while a view counts (30 minutes), like blog views. `readSeconds`
 * is the longest reading time reported for that view: a page hidden twice reports twice, and
 * only the increase is added to the day's total.
 */
export const helpArticleViews = pgTable(
  'help_article_views',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }).notNull(),
    readSeconds: integer('read_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.visitorKey] })],
);

/** Per article and Toronto day: counted views, reading reports and their seconds. */
export const helpArticleDays = pgTable(
  'help_article_days',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    reads: integer('reads').notNull().default(0),
    readSeconds: integer('read_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day] }), index('help_article_days_day_idx').on(t.day)],
);

/**
 * 'Was this article helpful?': one answer per visitor and article (answering again replaces it).
 * A comment is optional on No and read by staff.
 */
export const helpArticleFeedback = pgTable(
  'help_article_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    helpful: boolean('helpful').notNull(),
    comment: text('comment'),
    locale: localeEnum('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('help_article_feedback_visitor_idx').on(t.articleId, t.visitorKey),
    index('help_article_feedback_created_idx').on(t.createdAt),
  ],
);

/** Searches that found nothing, per normalized query, language and Toronto day. */
export const helpSearchMisses = pgTable(
  'help_search_misses',
  {
    query: text('query').notNull(),
    locale: localeEnum('locale').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    misses: integer('misses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.query, t.locale, t.day] }), index('help_search_misses_day_idx').on(t.day)],
);

export type HelpCollectionRow = typeof helpCollections.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpArticleFeedbackRow = typeof helpArticleFeedback.$inferSelect;
