import { isoDateSchema } from '@rentals/domain/iso-date-schema';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import {
  blogViewAnalytics,
  recordBlogView,
  blogVisitorKey,
  type BlogViewAnalytics,
} from './blog-views.service';

/** Counting blog views and the staff's blog view analytics (spec/01 §7 analytic blog views). */

const DayRef = builder.objectRef<BlogViewAnalytics['days'][number]>('BlogViewDay').implement({
  description: 'Counted views on one Toronto day.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD.' }),
    views: t.exposeInt('views', { description: 'Views.' }),
  }),
});

const TopRef = builder.objectRef<BlogViewAnalytics['topPosts'][number]>('BlogViewTopPost').implement({
  description: 'A post and its views over the period.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Post id.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    views: t.exposeInt('views', { description: 'Views in the period.' }),
  }),
});

const AnalyticsRef = builder.objectRef<BlogViewAnalytics>('BlogViewAnalytics').implement({
  description: 'Blog views over a period.',
  fields: (t) => ({
    days: t.field({ type: [DayRef], description: 'Days with views, in order.', resolve: (a) => a.days }),
    topPosts: t.field({
      type: [TopRef],
      description: 'The 10 most viewed posts.',
      resolve: (a) => a.topPosts,
    }),
    total: t.exposeInt('total', { description: 'All views in the period.' }),
  }),
});

const rangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((r) => r.from <= r.to, { message: 'dateRangeReversed', path: ['to'] });

builder.queryField('blogViewAnalytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description:
      'Views per day (Toronto) and top posts from `from` to `to`, both included: staff with blogs view.',
    authScopes: { staff: 'blogs:view' },
    args: {
      from: t.arg.string({ required: true, description: 'First day, YYYY-MM-DD.' }),
      to: t.arg.string({ required: true, description: 'Last day, YYYY-MM-DD.' }),
    },
    resolve: (_r, args, ctx) => {
      const range = parseInput(rangeSchema, args);
      return blogViewAnalytics(ctx.db, range.from, range.to);
    },
  }),
);

builder.mutationField('recordBlogView', (t) =>
  t.boolean({
    description:
      'Counts a view of a published post, once per visitor per 30 minutes; answers whether this one counted.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'Post id.' }) },
    resolve: (_r, args, ctx) =>
      recordBlogView(
        ctx.db,
        String(args.id),
        blogVisitorKey(ctx.config, { userId: ctx.viewer?.id, ip: ctx.ip, userAgent: ctx.userAgent }),
      ),
  }),
);
