import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The help center (issue 24): the public /help-center pages (public/), the staff's collections,
 * articles and editor (staff/) and their analytics (analytics/).
 */
export const routes: FeatureRoutes = {
  public: [],
  staff: [
    {
      path: 'admin-help-center/analytics',
      lazy: async () => ({
        Component: (await import('./analytics/HelpAnalyticsPage')).HelpAnalyticsPage,
      }),
    },
  ],
};
