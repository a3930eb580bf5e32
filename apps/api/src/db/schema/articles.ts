import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentTags } from './blogs';
import { localeEnum, users } from './users';

/**
 * A curated article (spec/01 §3 Article (admin)): an external news story or guide staff link to,
 * shown on the knowledge center in its section (TRENDING or ESTATE_SCOOP). `articleUrl` is https
 * only; the link check job records the last answer it got from the address.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull().default(''),
    articleUrl: text('article_url').notNull(),
    articleType: text('article_type', { enum: ['TRENDING', 'ESTATE_SCOOP'] }).notNull(),
    imageUrl: text('image_url'),
    status: text('status', { enum: ['DRAFT', 'PUBLISHED', 'ARCHIVED'] })
      .notNull()
      .default('DRAFT'),
    /** Staff's own note, never shown to visitors. */
    note: text('note'),
    locale: localeEnum('locale').notNull().default('en'),
    /** When the link check last ran, and the HTTP status it got (null: no answer). */
    linkCheckedAt: timestamp('link_checked_at', { withTimezone: true }),
    linkStatus: integer('link_status'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('articles_status_type_idx').on(t.status, t.articleType, t.createdAt)],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => contentTags.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)],
);

export type ArticleRow = typeof articles.$inferSelect;
