import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { localeEnum, users } from './users';

/**
 * A form staff define (in place of the spec's embedded hosted forms): served at /forms/{slug}
 * and, when `routePath` is set, at that route too (/listing-form, /client-feedback, …). Texts are
 * in English and French; `fields` is the list of fields of the form builder's types
 * (packages/domain site-forms). Submissions are e-mailed to `notifyEmail`.
 */
export const siteForms = pgTable(
  'site_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    routePath: text('route_path'),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    promptEn: text('prompt_en').notNull().default(''),
    promptFr: text('prompt_fr').notNull().default(''),
    fields: jsonb('fields').$type<unknown[]>().notNull(),
    notifyEmail: text('notify_email').notNull(),
    thankYouEn: text('thank_you_en').notNull(),
    thankYouFr: text('thank_you_fr').notNull(),
    /** Show the support contact line under the form (the spec's /listing-form has it). */
    showContactLine: boolean('show_contact_line').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('site_forms_slug_idx').on(t.slug), uniqueIndex('site_forms_route_idx').on(t.routePath)],
);

/** One filled form: the answers by field key, in the language it was filled in. */
export const siteFormSubmissions = pgTable(
  'site_form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => siteForms.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    locale: localeEnum('locale').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_form_submissions_form_idx').on(t.formId, t.createdAt)],
);

/**
 * A /contact-us message: a conversation in the staff inbox. Staff answers go to the sender by
 * e-mail and are kept here as the thread; `handledAt` marks it done.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** What the sender was reading when they asked (e.g. a help article), if any. */
    context: text('context'),
    locale: localeEnum('locale').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** A staff answer to a contact message (sent to the sender by e-mail). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.contactMessageId, t.createdAt)],
);

export type SiteFormRow = typeof siteForms.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
