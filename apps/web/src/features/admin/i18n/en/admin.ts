export const admin = {
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Counts that matter to the team, as of now.',
    error: 'The figures could not be loaded.',
    noFigures: 'Your permissions include none of these figures. An admin can grant you access.',
    listings: {
      heading: 'Listings',
      pending: 'Pending',
      pendingHint: 'Not approved: awaiting review or rejected',
      active: 'Active',
      activeHint: 'Public, not boosted',
      hidden: 'Hidden',
      hiddenHint: 'Approved, but hidden or deactivated',
      premium: 'Premium',
      premiumHint: 'Public, with a running boost',
      total: 'All listings',
      totalHint: 'Every state together',
      requested: 'Requested listings',
      requestedHint: 'Awaiting review',
    },
    chart: {
      heading_one: 'The last day',
      heading_other: 'The last {{count}} days',
      title: 'New listings and new accounts per day',
      summary:
        'From {{from}} to {{to}}: new listings {{listings}}, new accounts {{users}}. Busiest day: {{busiest}}.',
      quiet: 'From {{from}} to {{to}}: no new listings and no new accounts.',
      newListings: 'New listings',
      newUsers: 'New accounts',
      day: 'Day',
      caption: 'New listings and new accounts per day, from {{from}} to {{to}}',
    },
    users: {
      heading: 'Accounts',
      total: 'All accounts',
    },
    content: {
      heading: 'Content',
      postsPublished: 'Published posts',
      postsDraft: 'Draft posts',
      postsScheduled: 'Scheduled posts',
      viewsThisWeek: 'Blog views, last 7 days',
      trending: 'Trending articles',
      estateScoop: 'Estate Scoop articles',
      lawsToReview: 'Rental laws to review (over a year old)',
      topPosts: 'Most read posts, last 7 days',
      noViews: 'No post was read in the last 7 days.',
      views_one: '({{formatted}} view)',
      views_other: '({{formatted}} views)',
    },
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    admin: typeof admin;
  }
}
