import { HELP_AUDIENCES } from '@rentals/domain/help-center/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { readingMinutes } from '@rentals/domain/rich-text/plain-text';
import type { HelpArticleRow, HelpCollectionRow } from '../../db/schema/help-center';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { LocaleEnum } from '../users/user.graphql';
import {
  collectionArticles,
  countCollectionArticles,
  findCollection,
  relatedArticles,
  seesDrafts,
  translationOf,
} from './help-visibility';
// Registers what a user's data export holds of this domain (modules/privacy).
import './help-center-data-export';

/** The GraphQL shapes of help-center collections and articles (spec/01 §3 Help center). */

export const HelpAudienceEnum = builder.enumType('HelpAudience', {
  description: 'Who a collection or an article is for: RENTER, LANDLORD or EVERYONE (the spec’s usertype).',
  values: HELP_AUDIENCES,
});

export const HelpCollectionRef = builder.objectRef<HelpCollectionRow>('HelpCollection');
export const HelpArticleRef = builder.objectRef<HelpArticleRow>('HelpArticle');

const LOCALE_ARG =
  'Readers: the articles in this language (the request’s by default); staff: every language when left out.';

/** Drafts for staff; a reader's list is in one language, the request's unless asked. */
const readerOf = (ctx: Context, locale: Locale | null | undefined) => {
  const drafts = seesDrafts(ctx);
  return { drafts, locale: locale ?? (drafts ? null : ctx.locale) };
};

HelpCollectionRef.implement({
  description: 'A help-center collection: articles on one subject, in staff’s order.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Collection id.' }),
    title: t.string({
      description: 'Title in the request’s language.',
      resolve: (c, _a, ctx) => (ctx.locale === 'fr' ? c.titleFr : c.titleEn),
    }),
    description: t.string({
      description: 'Description in the request’s language.',
      resolve: (c, _a, ctx) => (ctx.locale === 'fr' ? c.descriptionFr : c.descriptionEn),
    }),
    titleEn: t.exposeString('titleEn', { description: 'Title in English.' }),
    titleFr: t.exposeString('titleFr', { description: 'Title in French.' }),
    descriptionEn: t.exposeString('descriptionEn', { description: 'Description in English.' }),
    descriptionFr: t.exposeString('descriptionFr', { description: 'Description in French.' }),
    icon: t.exposeString('icon', {
      nullable: true,
      description: 'An icon name (HELP_COLLECTION_ICONS), or null.',
    }),
    thumbnailUrl: t.exposeString('thumbnailUrl', {
      nullable: true,
      description: 'Thumbnail address, or null.',
    }),
    audience: t.field({ type: HelpAudienceEnum, description: 'Who it is for.', resolve: (c) => c.audience }),
    position: t.exposeInt('position', { description: 'Its place among collections, 0 first.' }),
    articleCount: t.int({
      description:
        'Staff with helpCenter view: every article (both languages, drafts). Others: the published articles in `locale`.',
      args: { locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
      resolve: (c, args, ctx) => countCollectionArticles(ctx.db, c.id, readerOf(ctx, args.locale)),
    }),
    articles: t.field({
      type: [HelpArticleRef],
      description: 'Its articles in order, with the visibility of articleCount.',
      args: { locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
      resolve: (c, args, ctx) => collectionArticles(ctx.db, c.id, readerOf(ctx, args.locale)),
    }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last change.', resolve: (c) => c.updatedAt }),
  }),
});

HelpArticleRef.implement({
  description:
    'A help-center article (spec/01 §3: title, description, category, isPublished, thumbnailUrl, order). Visitors see published ones only.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Article id.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    description: t.exposeString('description', {
      description: 'Short summary for lists and search engines.',
    }),
    bodyHtml: t.exposeString('bodyHtml', { description: 'The text as sanitized HTML.' }),
    bodyJson: t.field({
      type: 'JSON',
      nullable: true,
      description: "The editor's document: staff with helpCenter view (null for others).",
      resolve: (a, _args, ctx) => (seesDrafts(ctx) ? a.bodyJson : null),
    }),
    thumbnailUrl: t.exposeString('thumbnailUrl', {
      nullable: true,
      description: 'Thumbnail address, or null.',
    }),
    category: t.field({
      type: HelpCollectionRef,
      description: 'Its collection (the spec’s category).',
      resolve: async (a, _args, ctx) => (await findCollection(ctx, a.collectionId))!,
    }),
    categoryId: t.id({ description: 'Its collection’s id.', resolve: (a) => a.collectionId }),
    province: t.exposeString('province', {
      nullable: true,
      description: 'Province code, or null for every province.',
    }),
    userType: t.field({ type: HelpAudienceEnum, description: 'Who it is for.', resolve: (a) => a.userType }),
    order: t.int({
      description: 'Its place in its collection, 0 first (the spec’s order).',
      resolve: (a) => a.position,
    }),
    isPublished: t.exposeBoolean('isPublished', { description: 'Visible to visitors.' }),
    locale: t.field({ type: LocaleEnum, description: 'Its language.', resolve: (a) => a.locale }),
    helpKey: t.exposeString('helpKey', {
      nullable: true,
      description: 'The contextual-help key product pages link it by (HELP_KEYS), or null.',
    }),
    translation: t.field({
      type: HelpArticleRef,
      nullable: true,
      description: 'The same article in the other language, when there is one the reader may see.',
      resolve: (a, _args, ctx) => translationOf(ctx.db, a, seesDrafts(ctx)),
    }),
    related: t.field({
      type: [HelpArticleRef],
      description:
        'Published articles to read next, same language: the rest of its collection in order, then the most seen for the same readers.',
      resolve: (a, _args, ctx) => relatedArticles(ctx.db, a),
    }),
    readingMinutes: t.int({
      description: 'Reading time in minutes, from the words.',
      resolve: (a) => readingMinutes(a.bodyText),
    }),
    seen: t.exposeInt('seen', { description: 'Counted views (one per visitor per 30 minutes).' }),
    helpfulYes: t.int({
      nullable: true,
      description:
        "'Yes' answers to 'Was this article helpful?': staff with helpCenter view (null for others).",
      resolve: (a, _args, ctx) => (seesDrafts(ctx) ? a.helpfulYes : null),
    }),
    helpfulNo: t.int({
      nullable: true,
      description: "'No' answers: staff with helpCenter view (null for others).",
      resolve: (a, _args, ctx) => (seesDrafts(ctx) ? a.helpfulNo : null),
    }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was first published.',
      resolve: (a) => a.publishedAt,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'Last change by staff (the page’s “last updated”).',
      resolve: (a) => a.updatedAt,
    }),
  }),
});
