import { ARTICLE_STATUSES, ARTICLE_TYPES, linkHealth } from '@rentals/domain/articles/rules';
import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';
import {
  articleWhere,
  countArticles,
  createArticle,
  deleteArticle,
  findArticles,
  findArticleTags,
  findPublishedArticles,
  getArticle,
  publishedWhere,
  updateArticle,
  type ArticleFilter,
  type ArticleTagItem,
  type ArticleWithTags,
} from './article.service';
import './article-link-check';
// Registers what a user's data export holds of this domain (modules/privacy).
import './article-data-export';

/*
 * Curated articles (spec/01 §7 fetchArticles and the articles calls): staff of the articles module
 * manage them; visitors get the published ones without staff's fields (status, note, link check).
 */

export const ArticleTypeEnum = builder.enumType('ArticleType', {
  description: 'The knowledge center section an article is shown in.',
  values: ARTICLE_TYPES,
});
const ArticleStatusEnum = builder.enumType('ArticleStatus', {
  description: 'DRAFT (staff only), PUBLISHED (visitors see it) or ARCHIVED (kept, hidden).',
  values: ARTICLE_STATUSES,
});
const LinkHealthEnum = builder.enumType('LinkHealth', {
  description: 'What the last link check found: not checked yet, fine, or broken (an error or no answer).',
  values: ['UNCHECKED', 'OK', 'BROKEN'] as const,
});

const ArticleTagRef = builder.objectRef<ArticleTagItem>('ArticleTag').implement({
  description: 'A tag on curated articles (tags are shared with blog posts).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The tag.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    mostUsed: t.exposeInt('mostUsed', { description: 'How many posts and articles carry it.' }),
  }),
});

const LINK_DESCRIPTION =
  'The external page. Clients open it in a new tab with rel="noopener noreferrer", so the page gets neither this window nor the referring address.';

const ArticleRef = builder.objectRef<ArticleWithTags>('Article').implement({
  description: 'A published curated article for visitors (spec/01 §3 Article, content page).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The article.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    subtitle: t.exposeString('subtitle', { nullable: true, description: 'Subtitle.' }),
    description: t.exposeString('description', { description: 'A short summary, plain text.' }),
    articleUrl: t.exposeString('articleUrl', { description: LINK_DESCRIPTION }),
    articleType: t.field({ type: ArticleTypeEnum, description: 'Section.', resolve: (a) => a.articleType }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Picture: /files/<id> or https.' }),
    locale: t.field({ type: LocaleEnum, description: 'Its language.', resolve: (a) => a.locale }),
    tags: t.field({ type: [ArticleTagRef], description: 'Tags.', resolve: (a) => a.tags }),
    createdAt: t.field({ type: 'DateTime', description: 'Added.', resolve: (a) => a.createdAt }),
  }),
});

const AdminArticleRef = builder.objectRef<ArticleWithTags>('AdminArticle').implement({
  description: 'A curated article as staff manage it (spec/01 §3 Article (admin)).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The article.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    subtitle: t.exposeString('subtitle', { nullable: true, description: 'Subtitle.' }),
    description: t.exposeString('description', { description: 'A short summary, plain text.' }),
    articleUrl: t.exposeString('articleUrl', { description: LINK_DESCRIPTION }),
    articleType: t.field({ type: ArticleTypeEnum, description: 'Section.', resolve: (a) => a.articleType }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Picture: /files/<id> or https.' }),
    status: t.field({ type: ArticleStatusEnum, description: 'Status.', resolve: (a) => a.status }),
    note: t.exposeString('note', { nullable: true, description: 'Staff’s note, never shown to visitors.' }),
    locale: t.field({ type: LocaleEnum, description: 'Its language.', resolve: (a) => a.locale }),
    tags: t.field({ type: [ArticleTagRef], description: 'Tags.', resolve: (a) => a.tags }),
    linkCheckedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the link was last checked.',
      resolve: (a) => a.linkCheckedAt,
    }),
    linkStatus: t.exposeInt('linkStatus', {
      nullable: true,
      description: 'The HTTP status of the last check; null when unchecked or when the site did not answer.',
    }),
    linkHealth: t.field({
      type: LinkHealthEnum,
      description: 'The last check read as fine or broken.',
      resolve: (a) => linkHealth(a.linkCheckedAt, a.linkStatus),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'Added.', resolve: (a) => a.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last changed.', resolve: (a) => a.updatedAt }),
  }),
});

const ArticleWhereInput = builder.inputType('ArticleWhereInput', {
  description: 'Filters of staff’s article list, all optional.',
  fields: (t) => ({
    search: t.string({
      description: 'Words in the title, subtitle, description or address (accents ignored).',
    }),
    articleType: t.field({ type: ArticleTypeEnum, description: 'Only this section.' }),
    status: t.field({ type: ArticleStatusEnum, description: 'Only this status.' }),
    tag: t.string({ description: 'Only articles with this tag name.' }),
    locale: t.field({ type: LocaleEnum, description: 'Only this language.' }),
  }),
});

const ArticleInputRef = builder.inputType('ArticleInput', {
  description:
    'An article as staff edit it (articleInputSchema). ARTICLE_URL_NOT_HTTPS, ARTICLE_URL_INVALID, ARTICLE_URL_HAS_CREDENTIALS, ARTICLE_IMAGE_INVALID, VALIDATION_FAILED, TAG_NAME_INVALID, TOO_MANY_TAGS.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Title, at most 200 characters.' }),
    subtitle: t.string({ description: 'Subtitle, at most 200 characters.' }),
    description: t.string({ description: 'Summary, at most 1,000 characters.' }),
    articleUrl: t.string({
      required: true,
      description: 'The page: https, a public host, no user name or password.',
    }),
    articleType: t.field({ type: ArticleTypeEnum, required: true, description: 'Section.' }),
    imageUrl: t.string({ description: 'An uploadImage CONTENT_IMAGE (/files/<id>) or an https picture.' }),
    status: t.field({ type: ArticleStatusEnum, required: true, description: 'Status.' }),
    note: t.string({ description: 'Staff’s note, at most 2,000 characters.' }),
    locale: t.field({ type: LocaleEnum, required: true, description: 'Its language.' }),
    tags: t.stringList({
      required: true,
      description: 'Tag names; those that do not exist are created (at most 10).',
    }),
  }),
});

const filterOf = (where: ArticleFilter | null | undefined): ArticleFilter => ({
  search: where?.search?.slice(0, 200),
  articleType: where?.articleType,
  status: where?.status,
  tag: where?.tag?.slice(0, 40),
  locale: where?.locale,
});

builder.queryFields((t) => ({
  articles: t.field({
    type: [AdminArticleRef],
    description:
      'Curated articles under the filters, last changed first, 10 a page by default: staff with articles view.',
    authScopes: { staff: 'articles:view' },
    args: {
      where: t.arg({ type: ArticleWhereInput, description: 'Filters.' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
      take: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
    },
    resolve: (_r, args, ctx) =>
      findArticles(ctx.db, filterOf(args.where), { first: args.take, skip: args.skip }),
  }),
  articleCount: t.int({
    description: 'How many curated articles match the filters: staff with articles view.',
    authScopes: { staff: 'articles:view' },
    args: { where: t.arg({ type: ArticleWhereInput, description: 'Filters.' }) },
    resolve: (_r, args, ctx) => countArticles(ctx.db, articleWhere(filterOf(args.where))),
  }),
  article: t.field({
    type: AdminArticleRef,
    description: 'One curated article: staff with articles view. ARTICLE_NOT_FOUND.',
    authScopes: { staff: 'articles:view' },
    args: { id: t.arg.id({ required: true, description: 'The article.' }) },
    resolve: (_r, args, ctx) => getArticle(ctx.db, String(args.id)),
  }),
  articleTags: t.field({
    type: [ArticleTagRef],
    description: 'The tags curated articles carry, most used first: staff with articles view.',
    authScopes: { staff: 'articles:view' },
    resolve: (_r, _a, ctx) => findArticleTags(ctx.db),
  }),
  fetchArticles: t.field({
    type: [ArticleRef],
    description:
      'Published curated articles, newest first, 10 a page by default (spec/01 §7 fetchArticles): everyone. Drafts, archived ones and staff notes are never served.',
    authScopes: { public: true },
    args: {
      articleType: t.arg({ type: ArticleTypeEnum, description: 'Only this section; both when left out.' }),
      locale: t.arg({
        type: LocaleEnum,
        description: "Their language; the request's language when left out.",
      }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
      take: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
    },
    resolve: (_r, args, ctx) =>
      findPublishedArticles(ctx.db, publishedWhere(args.articleType, args.locale ?? ctx.locale), {
        first: args.take,
        skip: args.skip,
      }),
  }),
  fetchArticlesCount: t.int({
    description: 'How many published curated articles fetchArticles has for the same section and language.',
    authScopes: { public: true },
    args: {
      articleType: t.arg({ type: ArticleTypeEnum, description: 'Only this section; both when left out.' }),
      locale: t.arg({
        type: LocaleEnum,
        description: "Their language; the request's language when left out.",
      }),
    },
    resolve: (_r, args, ctx) =>
      countArticles(ctx.db, publishedWhere(args.articleType, args.locale ?? ctx.locale)),
  }),
}));

builder.mutationFields((t) => ({
  createArticle: t.field({
    type: AdminArticleRef,
    description:
      'Adds a curated article and checks its link soon after: staff with articles add. See ArticleInput for codes.',
    authScopes: { staff: 'articles:add' },
    args: { data: t.arg({ type: ArticleInputRef, required: true, description: 'The article.' }) },
    resolve: (_r, args, ctx) => createArticle(ctx.db, ctx.viewer?.id ?? null, args.data),
  }),
  updateArticle: t.field({
    type: AdminArticleRef,
    description:
      'Changes a curated article (a new address is checked again): staff with articles edit. ARTICLE_NOT_FOUND; see ArticleInput.',
    authScopes: { staff: 'articles:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The article.' }),
      data: t.arg({ type: ArticleInputRef, required: true, description: 'Its fields.' }),
    },
    resolve: (_r, args, ctx) => updateArticle(ctx.db, String(args.id), args.data),
  }),
  deleteArticle: t.boolean({
    description: 'Deletes a curated article (its tags stay): staff with articles delete. ARTICLE_NOT_FOUND.',
    authScopes: { staff: 'articles:delete' },
    args: { id: t.arg.id({ required: true, description: 'The article.' }) },
    resolve: (_r, args, ctx) => deleteArticle(ctx.db, String(args.id)),
  }),
}));
