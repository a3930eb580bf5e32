import {
  CONTENT_KINDS,
  CONTENT_SEARCH_TAKE_DEFAULT,
  CONTENT_SEARCH_TAKE_MAX,
} from '@rentals/domain/knowledge-center/search-query';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';
import { countContent, searchContent, type ContentHit } from './content-search';
import {
  latestPosts,
  provinceLaws,
  publishedArticles,
  type HubArticle,
  type HubLaw,
  type HubPost,
} from './hub.service';
import './published-sources';
import './content-sitemap';
import './content-dashboard.graphql';

/* The knowledge center: one search over published content, and the hub's sections. */

const ContentKindEnum = builder.enumType('ContentKind', {
  description: 'A kind of published content the knowledge center searches.',
  values: CONTENT_KINDS,
});

export const ContentHighlightRef = builder
  .objectRef<{ start: number; length: number }>('ContentHighlight')
  .implement({
    description: 'A matching word in an excerpt.',
    fields: (t) => ({
      start: t.exposeInt('start', { description: 'Where it starts in the excerpt (UTF-16 index).' }),
      length: t.exposeInt('length', { description: 'Its length.' }),
    }),
  });

const ContentHitRef = builder.objectRef<ContentHit>('ContentSearchResult').implement({
  description: 'One published piece of content matching a knowledge center search.',
  fields: (t) => ({
    kind: t.field({ type: ContentKindEnum, description: 'What it is.', resolve: (hit) => hit.kind }),
    id: t.exposeID('id', { description: 'Its id in its own table.' }),
    title: t.exposeString('title', { description: 'Its title.' }),
    excerpt: t.string({ description: 'A few lines around the match.', resolve: (hit) => hit.excerpt.text }),
    highlights: t.field({
      type: [ContentHighlightRef],
      description: 'The matching words in the excerpt.',
      resolve: (hit) => hit.excerpt.highlights,
    }),
    url: t.exposeString('url', {
      description:
        'Where to read it: a path on this site (/blog/{id}/{slug}, /rental-laws?province=…#law-{id}, /help-center/collection/article/{id}) or, for a curated article, its external https address.',
    }),
    date: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was published (a rental law: when it was last reviewed).',
      resolve: (hit) => hit.date,
    }),
  }),
});

builder.queryFields((t) => {
  const searchArgs = () => ({
    query: t.arg.string({
      required: true,
      description: 'The words to look for (web search syntax: "a phrase", -word, or).',
    }),
    locale: t.arg({
      type: LocaleEnum,
      description: 'Only content written in this language; every language when left out.',
    }),
    kinds: t.arg({
      type: [ContentKindEnum],
      description: 'Only these kinds; every kind when left out or empty.',
    }),
  });
  return {
    searchContent: t.field({
      type: [ContentHitRef],
      description: `Published blog posts, curated articles and rental laws (and any other registered source) matching the query, best first: full text in English and French without regard to accents, then titles close to the query (typos). CONTENT_SEARCH_EMPTY, CONTENT_SEARCH_TOO_LONG, CONTENT_SEARCH_PAGING_INVALID (take 1 to ${CONTENT_SEARCH_TAKE_MAX}).`,
      authScopes: { public: true },
      args: {
        ...searchArgs(),
        skip: t.arg.int({ defaultValue: 0, description: 'Results to skip.' }),
        take: t.arg.int({ defaultValue: CONTENT_SEARCH_TAKE_DEFAULT, description: 'Results to answer.' }),
      },
      resolve: (_root, args, ctx) =>
        searchContent(ctx.db, args, { skip: args.skip ?? 0, take: args.take ?? CONTENT_SEARCH_TAKE_DEFAULT }),
    }),
    searchContentCount: t.int({
      description: 'How many results searchContent has for the same query, language and kinds.',
      authScopes: { public: true },
      args: searchArgs(),
      resolve: (_root, args, ctx) => countContent(ctx.db, args),
    }),
  };
});

const HubPostRef = builder.objectRef<HubPost>('KnowledgeCenterPost').implement({
  description: 'A published blog post, as the knowledge center lists it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Post id.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    slug: t.exposeString('slug', { description: 'The title part of its URL, /blog/{id}/{slug}.' }),
    description: t.exposeString('description', { description: 'Short summary.' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true, description: 'Thumbnail picture.' }),
    avgReadingTime: t.exposeInt('avgReadingTime', { description: 'Reading time in minutes.' }),
    publishedAt: t.field({
      type: 'DateTime',
      description: 'When it was published.',
      resolve: (p) => p.publishedAt,
    }),
  }),
});

const HubArticleRef = builder.objectRef<HubArticle>('KnowledgeCenterArticle').implement({
  description: 'A published curated article (an external story), as the knowledge center lists it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Article id.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    subtitle: t.exposeString('subtitle', { nullable: true, description: 'Subtitle.' }),
    description: t.exposeString('description', { description: 'Short summary.' }),
    articleUrl: t.exposeString('articleUrl', { description: 'The story, elsewhere (https).' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Picture.' }),
  }),
});

const HubLawRef = builder.objectRef<HubLaw>('KnowledgeCenterRentalLaw').implement({
  description: 'A published rental law entry, as the knowledge center lists it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Entry id.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    description: t.exposeString('description', { description: 'One-line summary.' }),
    audience: t.exposeString('audience', { description: 'RENTER, LANDLORD or BOTH.' }),
    province: t.exposeString('province', { description: 'Two-letter province code.' }),
  }),
});

interface Hub {
  posts: HubPost[];
  trending: HubArticle[];
  estateScoop: HubArticle[];
  rentalLaws: HubLaw[];
  province: Province;
}

const HubRef = builder.objectRef<Hub>('KnowledgeCenter').implement({
  description: 'The knowledge center hub: each list empty when there is nothing published.',
  fields: (t) => ({
    posts: t.field({ type: [HubPostRef], description: 'The newest blog posts.', resolve: (h) => h.posts }),
    trending: t.field({
      type: [HubArticleRef],
      description: 'Trending articles, newest first.',
      resolve: (h) => h.trending,
    }),
    estateScoop: t.field({
      type: [HubArticleRef],
      description: 'Estate Scoop articles, newest first.',
      resolve: (h) => h.estateScoop,
    }),
    rentalLaws: t.field({
      type: [HubLawRef],
      description: "The province's rental law entries.",
      resolve: (h) => h.rentalLaws,
    }),
    province: t.exposeString('province', { description: 'The province the rental laws are of.' }),
  }),
});

builder.queryField('knowledgeCenter', (t) =>
  t.field({
    type: HubRef,
    description: "The knowledge center's sections, in one language: published content only.",
    authScopes: { public: true },
    args: {
      locale: t.arg({
        type: LocaleEnum,
        description: "Their language; the request's language when left out.",
      }),
      province: t.arg.string({
        description: 'Two-letter province code for the rental laws; Ontario when left out or unknown.',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale;
      const province: Province = PROVINCES.includes(args.province as Province)
        ? (args.province as Province)
        : 'ON';
      const [posts, trending, estateScoop, rentalLaws] = await Promise.all([
        latestPosts(ctx.db, locale),
        publishedArticles(ctx.db, locale, 'TRENDING'),
        publishedArticles(ctx.db, locale, 'ESTATE_SCOOP'),
        provinceLaws(ctx.db, locale, province),
      ]);
      return { posts, trending, estateScoop, rentalLaws, province };
    },
  }),
);
