import {
  LISTING_STAT_FIGURES,
  LISTING_STATS_DEFAULT_DAYS,
  LISTING_STATS_MAX_DAYS,
  listingStatsArgsSchema,
  type FigureComparison,
  type ListingStatCounts,
  type ListingStatDay,
} from '@rentals/domain/listings/listing-stats';
import { builder, type BuilderTypes } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { recordVisitorEvent } from './listing-events';
import { getListingStats, type BoostResult, type ListingStatsView } from './listing-stats.service';

/* Listing analytics (issue 21): the owner's figures per day and a boost's result. */

const FIGURE_DESCRIPTIONS: Record<(typeof LISTING_STAT_FIGURES)[number], string> = {
  views: 'Views of the listing page (not by its owner, staff or crawlers; one per visitor per 30 minutes).',
  impressions: 'Visitors who saw the listing in search results (once per visitor per 30 minutes).',
  contactClicks: "Clicks on the listing page's contact button.",
  conversations: 'Conversations started about the listing (first message, enquiry or viewing booked).',
  viewings: 'Viewings booked or requested.',
  applications: 'Rental applications submitted.',
};

const ListingStatFigureEnum = builder.enumType('ListingStatFigure', {
  description: 'A figure counted per listing and day.',
  values: Object.fromEntries(
    LISTING_STAT_FIGURES.map((f) => [f.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(), { value: f }]),
  ),
});

/** The six figure fields, shared by a day and the totals. */
const figureFields = (t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, ListingStatCounts>) =>
  Object.fromEntries(
    LISTING_STAT_FIGURES.map((f) => [f, t.exposeInt(f, { description: FIGURE_DESCRIPTIONS[f] })]),
  );

const ListingStatDayRef = builder.objectRef<ListingStatDay>('ListingStatDay').implement({
  description: "One day's figures of a listing.",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The Toronto calendar day, YYYY-MM-DD.' }),
    // A day is the counts plus its date: the shared fields read only the counts.
    ...figureFields(t as unknown as PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, ListingStatCounts>),
  }),
});

const ListingStatTotalsRef = builder.objectRef<ListingStatCounts>('ListingStatTotals').implement({
  description: 'Figures summed over the days asked.',
  fields: (t) => figureFields(t),
});

const ListingStatComparisonRef = builder.objectRef<FigureComparison>('ListingStatComparison').implement({
  description: 'One figure during a boost against the same number of days before it.',
  fields: (t) => ({
    figure: t.field({
      type: ListingStatFigureEnum,
      description: 'The figure compared.',
      resolve: (c) => c.figure,
    }),
    during: t.exposeInt('during', { description: "Counted on the boost's days." }),
    before: t.exposeInt('before', { description: 'Counted on as many days just before the boost.' }),
    ratio: t.exposeFloat('ratio', {
      nullable: true,
      description: 'during ÷ before to one decimal (half up); null when nothing was counted before.',
    }),
  }),
});

const ListingBoostResultRef = builder.objectRef<BoostResult>('ListingBoostResult').implement({
  description: "A listing's latest boost: its days so far against as many days before it.",
  fields: (t) => ({
    start: t.expose('start', { type: 'DateTime', description: 'When the boost started (premiumStart).' }),
    end: t.expose('end', { type: 'DateTime', description: 'When it ends or ended (premiumEnd).' }),
    running: t.exposeBoolean('running', { description: 'Whether it runs now.' }),
    days: t.exposeInt('days', { description: 'Days compared on each side (boost days up to today).' }),
    firstDay: t.string({ description: 'First boost day, YYYY-MM-DD.', resolve: (b) => b.during.first }),
    lastDay: t.string({ description: 'Last boost day counted, YYYY-MM-DD.', resolve: (b) => b.during.last }),
    figures: t.field({
      type: [ListingStatComparisonRef],
      description: 'Each figure during the boost against the days before, views first.',
      resolve: (b) => b.figures,
    }),
  }),
});

const ListingStatsRef = builder.objectRef<ListingStatsView>('ListingStats').implement({
  description: "A listing's figures per Toronto day, their totals and its boost's result.",
  fields: (t) => ({
    listingId: t.exposeID('listingId', { description: 'The listing.' }),
    firstDay: t.exposeString('firstDay', { description: 'First day of the series, YYYY-MM-DD.' }),
    lastDay: t.exposeString('lastDay', { description: 'Today in Toronto, YYYY-MM-DD.' }),
    days: t.field({
      type: [ListingStatDayRef],
      description: 'Every day from firstDay to lastDay, zeros where nothing was counted.',
      resolve: (s) => s.series,
    }),
    totals: t.field({
      type: ListingStatTotalsRef,
      description: 'Each figure summed over the days.',
      resolve: (s) => s.totals,
    }),
    boost: t.field({
      type: ListingBoostResultRef,
      nullable: true,
      description: 'Null when the listing has never been boosted (or its boost starts later).',
      resolve: (s) => s.boost,
    }),
  }),
});

const ListingEventKindEnum = builder.enumType('ListingEventKind', {
  description: "What a visitor did on a listing page that the listing's figures count.",
  values: { CONTACT_CLICK: { value: 'contactClicks' as const } },
});

builder.queryFields((t) => ({
  listingStats: t.field({
    type: ListingStatsRef,
    description: `A listing's figures for the last \`days\` days (default ${LISTING_STATS_DEFAULT_DAYS}, at most ${LISTING_STATS_MAX_DAYS}): its owner, and staff with listings view.`,
    // Landlords (their own listings, checked by the service) and staff who may view listings.
    authScopes: { userType: 'LANDLORD', staff: 'listings:view' },
    args: {
      id: t.arg.id({ required: true, description: 'The listing.' }),
      days: t.arg.int({
        defaultValue: LISTING_STATS_DEFAULT_DAYS,
        description: 'How many days up to today, 1 to 366.',
      }),
    },
    resolve: (_root, args, ctx) => {
      const { days } = parseInput(listingStatsArgsSchema, { days: args.days ?? LISTING_STATS_DEFAULT_DAYS });
      return getListingStats(ctx.db, requireViewer(ctx.viewer), String(args.id), days);
    },
  }),
}));

builder.mutationFields((t) => ({
  recordListingView: t.boolean({
    description:
      'Counts one view of a listing page, sent by the page once per visit after it shows. Public; true when it counted (not the owner, staff, a crawler or a repeat within 30 minutes).',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'The listing viewed.' }) },
    resolve: (_root, args, ctx) => recordVisitorEvent(ctx, String(args.id), 'views'),
  }),
  recordListingEvent: t.boolean({
    description: 'Counts what a visitor did on a listing page (CONTACT_CLICK). Public; true when it counted.',
    authScopes: { public: true },
    args: {
      id: t.arg.id({ required: true, description: 'The listing.' }),
      kind: t.arg({ type: ListingEventKindEnum, required: true, description: 'What the visitor did.' }),
    },
    resolve: (_root, args, ctx) => recordVisitorEvent(ctx, String(args.id), args.kind),
  }),
}));
