import { HELP_SORT_FIELDS, type HelpAudience } from '@rentals/domain/help-center/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';
import { HelpArticleRef, HelpAudienceEnum } from './help-center-types.graphql';
import {
  countHelpArticles,
  findHelpArticleByKey,
  findHelpArticles,
  findPopularHelpArticles,
  findSingleHelpArticle,
  HELP_SORT_ORDERS,
  type HelpArticleFilter,
} from './help-article-queries.service';
import { seesDrafts } from './help-visibility';
import { optionalIdOf } from './help-ids';

/*
 * Reading help-center articles (spec/01 §7: singleHelpCenter(where), query by category, province
 * and usertype, a list with skip, take, isPublished, sortField and sortOrder). Public: readers get
 * published articles only; staff with helpCenter view get drafts too.
 */

const HelpSortFieldEnum = builder.enumType('HelpSortField', {
  description:
    'ORDER (the collection’s place, then the article’s: the default), TITLE, UPDATED_AT, SEEN (counted views) or HELPFUL (share of Yes answers).',
  values: HELP_SORT_FIELDS,
});

const HelpSortOrderEnum = builder.enumType('HelpSortOrder', {
  description: 'ASC (the default) or DESC.',
  values: HELP_SORT_ORDERS,
});

const HelpCenterWhere = builder.inputType('HelpCenterWhere', {
  description: 'Filters of the article lists, all optional.',
  fields: (t) => ({
    category: t.id({ description: 'Collection id.' }),
    province: t.string({ description: 'Province code: articles of that province and of all provinces.' }),
    usertype: t.field({ type: HelpAudienceEnum, description: 'RENTER / LANDLORD: theirs and EVERYONE’s.' }),
    locale: t.field({ type: LocaleEnum, description: 'Only articles in this language.' }),
    isPublished: t.boolean({ description: 'Staff with view only; forced to true for others.' }),
    search: t.string({ description: 'Title words (accents and case ignored), the staff list’s filter.' }),
  }),
});

const SingleHelpCenterWhere = builder.inputType('SingleHelpCenterWhere', {
  description: 'How to find one article: at least one of id, title, description; every given one must match.',
  fields: (t) => ({
    id: t.id({ description: 'Article id.' }),
    title: t.string({ description: 'The whole title, case ignored.' }),
    description: t.string({ description: 'The whole description, case ignored.' }),
  }),
});

type Where = {
  category?: string | number | null;
  province?: string | null;
  usertype?: HelpAudience | null;
  locale?: Locale | null;
  isPublished?: boolean | null;
  search?: string | null;
};
const filterOf = (where: Where | null | undefined): HelpArticleFilter => ({
  ...where,
  category: optionalIdOf(where?.category),
});

builder.queryFields((t) => ({
  helpCenters: t.field({
    type: [HelpArticleRef],
    description:
      'Articles under the filters: published ones for everyone, any for staff with helpCenter view. Sorted by sortField (ORDER by default: collection position then order) and sortOrder (ASC by default). take 10 by default, at most 100 (VALIDATION_FAILED beyond). Public.',
    authScopes: { public: true },
    args: {
      where: t.arg({ type: HelpCenterWhere, description: 'Filters.' }),
      skip: t.arg.int({ description: 'Articles to skip.' }),
      take: t.arg.int({ description: 'Page size (10 by default, at most 100).' }),
      sortField: t.arg({ type: HelpSortFieldEnum, description: 'Sort field (ORDER by default).' }),
      sortOrder: t.arg({ type: HelpSortOrderEnum, description: 'Direction (ASC by default).' }),
    },
    resolve: (_r, args, ctx) =>
      findHelpArticles(ctx.db, filterOf(args.where), {
        drafts: seesDrafts(ctx),
        skip: args.skip,
        take: args.take,
        sortField: args.sortField,
        sortOrder: args.sortOrder,
      }),
  }),
  helpCenterCount: t.int({
    description: 'How many articles helpCenters would list under the filters, for this reader. Public.',
    authScopes: { public: true },
    args: { where: t.arg({ type: HelpCenterWhere, description: 'Filters.' }) },
    resolve: (_r, args, ctx) => countHelpArticles(ctx.db, filterOf(args.where), seesDrafts(ctx)),
  }),
  singleHelpCenter: t.field({
    type: HelpArticleRef,
    nullable: true,
    description:
      'One article by id, title (whole, case ignored) and/or description: published for everyone, any for staff with helpCenter view. VALIDATION_FAILED without any of them; null when none matches. Public.',
    authScopes: { public: true },
    args: { where: t.arg({ type: SingleHelpCenterWhere, required: true, description: 'What to match.' }) },
    resolve: (_r, args, ctx) =>
      findSingleHelpArticle(
        ctx.db,
        { ...args.where, id: optionalIdOf(args.where.id) },
        { drafts: seesDrafts(ctx), locale: ctx.locale },
      ),
  }),
  helpCenterByKey: t.field({
    type: HelpArticleRef,
    nullable: true,
    description:
      'The published article answering a contextual-help key (HELP_KEYS) in `locale`, falling back to the other language; null when none. Public.',
    authScopes: { public: true },
    args: {
      key: t.arg.string({ required: true, description: 'The help key.' }),
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The page’s language.' }),
    },
    resolve: (_r, args, ctx) => findHelpArticleByKey(ctx.db, args.key, args.locale),
  }),
  popularHelpCenters: t.field({
    type: [HelpArticleRef],
    description:
      'The most seen published articles in `locale` for `audience` (theirs and everyone’s); take 6 (HELP_POPULAR_COUNT) by default, at most 20. Public.',
    authScopes: { public: true },
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'Their language.' }),
      audience: t.arg({ type: HelpAudienceEnum, description: 'The reader’s side; all when left out.' }),
      take: t.arg.int({ description: 'How many (6 by default, at most 20).' }),
    },
    resolve: (_r, args, ctx) =>
      findPopularHelpArticles(ctx.db, { locale: args.locale, audience: args.audience, take: args.take }),
  }),
}));
