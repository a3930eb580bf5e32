import {
  HELP_ANALYTICS_RANGE_MAX_DAYS,
  HELP_STALE_DAYS,
  HELP_VIEW_DEDUPE_MINUTES,
} from '@rentals/domain/help-center/rules';
import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';
import { HelpArticleRef } from './help-center-types.graphql';
import {
  helpCenterAnalytics,
  HELP_ANALYTICS_TOP,
  HELP_STALE_MAX,
  type DayCount,
  type HelpAnalytics,
} from './help-analytics.service';

/** The staff's help-center analytics (spec/01 §3, §7 helpCenterAnalytic): each figure defined here. */

const DayCountRef = builder.objectRef<DayCount>('HelpDayCount').implement({
  description: 'A figure of one Toronto day.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD, Toronto day.' }),
    count: t.exposeInt('count', { description: 'The figure on that day (see the list it is in).' }),
  }),
});

const HelpfulnessRef = builder
  .objectRef<HelpAnalytics['helpfulness'][number]>('HelpArticleHelpfulness')
  .implement({
    description: "An article's answers to 'Was this article helpful?' over the range.",
    fields: (t) => ({
      article: t.field({ type: HelpArticleRef, description: 'The article.', resolve: (h) => h.article }),
      yes: t.exposeInt('yes', { description: "'Yes' answers given or changed in the range." }),
      no: t.exposeInt('no', { description: "'No' answers given or changed in the range." }),
      rate: t.float({
        nullable: true,
        description: 'yes / (yes + no), 0 to 1; null when no answer.',
        resolve: (h) => h.rate,
      }),
    }),
  });

const MissedSearchRef = builder
  .objectRef<HelpAnalytics['missedSearches'][number]>('HelpMissedSearch')
  .implement({
    description: 'A search that found no article.',
    fields: (t) => ({
      query: t.exposeString('query', { description: 'The query, lower case with its spaces folded.' }),
      locale: t.field({ type: LocaleEnum, description: 'The language searched.', resolve: (m) => m.locale }),
      count: t.exposeInt('count', { description: 'How many searches for it found nothing in the range.' }),
    }),
  });

const AnalyticRef = builder.objectRef<HelpAnalytics>('HelpCenterAnalytic').implement({
  description:
    'The help center’s figures over a range of Toronto days (from and to included), computed from the recorded views, reading reports, answers and searches.',
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', {
      description:
        'Articles now, both languages, drafts included (an English and a French version count as two).',
    }),
    totalPublished: t.exposeInt('totalPublished', { description: 'Articles published now, both languages.' }),
    totalPerDayPublished: t.field({
      type: [DayCountRef],
      description:
        'Per day of the range (every day, zeros included): articles first published that day (publishedAt), whether still published or not.',
      resolve: (a) => a.totalPerDayPublished,
    }),
    totalSeen: t.exposeInt('totalSeen', {
      description: `Counted views in the range: a visitor's view of an article counts once per ${HELP_VIEW_DEDUPE_MINUTES} minutes.`,
    }),
    totalAvgSeen: t.exposeFloat('totalAvgSeen', {
      description:
        'totalSeen / totalPublished (views per published article), 2 decimals; 0 when none is published.',
    }),
    totalReadingAvg: t.exposeFloat('totalReadingAvg', {
      description:
        'Average seconds a reader kept an article visible in the range: the reported reading time of views of those days / the views that reported any, 1 decimal; 0 when none.',
    }),
    viewsPerDay: t.field({
      type: [DayCountRef],
      description: 'Counted views per day of the range (every day, zeros included).',
      resolve: (a) => a.viewsPerDay,
    }),
    readingAvgPerDay: t.field({
      type: [DayCountRef],
      description:
        'Per day of the range (every day): the average reading seconds of that day’s views that reported any, rounded; 0 when none.',
      resolve: (a) => a.readingAvgPerDay,
    }),
    helpfulness: t.field({
      type: [HelpfulnessRef],
      description: `Articles with answers given or changed in the range, worst rate first (then the most answered): at most ${HELP_ANALYTICS_TOP}.`,
      resolve: (a) => a.helpfulness,
    }),
    missedSearches: t.field({
      type: [MissedSearchRef],
      description: `The ${HELP_ANALYTICS_TOP} queries (per language) that found nothing most often in the range, most first: what to write next.`,
      resolve: (a) => a.missedSearches,
    }),
    stale: t.field({
      type: [HelpArticleRef],
      description: `Published articles not changed for ${HELP_STALE_DAYS} days or more (whatever the range), oldest first: at most ${HELP_STALE_MAX}.`,
      resolve: (a) => a.stale,
    }),
  }),
});

builder.queryField('helpCenterAnalytic', (t) =>
  t.field({
    type: AnalyticRef,
    description: `Staff with helpCenter view. from/to YYYY-MM-DD (Toronto days, both included), from not after to, at most ${HELP_ANALYTICS_RANGE_MAX_DAYS} days: HELP_ANALYTICS_RANGE_INVALID otherwise (VALIDATION_FAILED for a day that does not exist).`,
    authScopes: { staff: 'helpCenter:view' },
    args: {
      from: t.arg.string({ required: true, description: 'First day, YYYY-MM-DD.' }),
      to: t.arg.string({ required: true, description: 'Last day, YYYY-MM-DD.' }),
    },
    resolve: (_r, args, ctx) => helpCenterAnalytics(ctx.db, args),
  }),
);
