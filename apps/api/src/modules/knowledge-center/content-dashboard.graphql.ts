import { hasModulePermission } from '@rentals/domain/users/rules';
import { builder } from '../../graphql/builder';
import { contentDashboard, TOP_POSTS } from './content-dashboard';

/* The staff dashboard's content counts, for staff who may view blogs or articles. */

type Dashboard = Awaited<ReturnType<typeof contentDashboard>>;

const TopPostRef = builder
  .objectRef<Dashboard['topPostsThisWeek'][number]>('ContentDashboardPost')
  .implement({
    description: 'A blog post and its views this week.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Post id.' }),
      title: t.exposeString('title', { description: 'Title.' }),
      slug: t.exposeString('slug', { description: 'The title part of its URL.' }),
      views: t.exposeInt('views', { description: 'Views counted over the last seven days.' }),
    }),
  });

const DashboardRef = builder.objectRef<Dashboard>('ContentDashboard').implement({
  description: 'Content counts for the staff dashboard.',
  fields: (t) => ({
    postsPublished: t.exposeInt('postsPublished', { description: 'Published blog posts.' }),
    postsDraft: t.exposeInt('postsDraft', { description: 'Blog posts neither published nor scheduled.' }),
    postsScheduled: t.exposeInt('postsScheduled', {
      description: 'Blog posts waiting for their publish time.',
    }),
    blogViewsThisWeek: t.exposeInt('blogViewsThisWeek', {
      description: 'Blog views counted over the last seven days (America/Toronto), today included.',
    }),
    topPostsThisWeek: t.field({
      type: [TopPostRef],
      description: `The ${TOP_POSTS} most viewed posts of the last seven days.`,
      resolve: (d) => d.topPostsThisWeek,
    }),
    trendingArticlesPublished: t.exposeInt('trendingArticlesPublished', {
      description: 'Published curated articles of the Trending section.',
    }),
    estateScoopArticlesPublished: t.exposeInt('estateScoopArticlesPublished', {
      description: 'Published curated articles of the Estate Scoop section.',
    }),
    rentalLawsToReview: t.exposeInt('rentalLawsToReview', {
      description: 'Rental law entries last reviewed more than a year ago.',
    }),
  }),
});

builder.queryField('contentDashboard', (t) =>
  t.field({
    type: DashboardRef,
    description: 'Content counts for the staff dashboard: staff with blogs or articles view.',
    authScopes: (_root, _args, ctx) =>
      hasModulePermission(ctx.viewer, 'blogs', 'view') || hasModulePermission(ctx.viewer, 'articles', 'view'),
    resolve: (_root, _args, ctx) => contentDashboard(ctx.db),
  }),
);
