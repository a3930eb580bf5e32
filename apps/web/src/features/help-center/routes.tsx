import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The help center (issue 24): the public /help-center pages (public/), the staff's collections,
 * articles and editor (staff/) and their analytics (analytics/).
 */
export const routes: FeatureRoutes = {
  public: [
    {
      // Rendered on the server, as the other reading pages (entry-server.tsx).
      path: 'help-center',
      lazy: async () => ({ Component: (await import('./public/HelpCenterPage')).HelpCenterPage }),
    },
    {
      path: 'help-center/collection/:id',
      lazy: async () => ({
        Component: (await import('./public/HelpCollectionPage')).HelpCollectionPage,
      }),
    },
    {
      path: 'help-center/collection/article/:id',
      lazy: async () => ({ Component: (await import('./public/HelpArticlePage')).HelpArticlePage }),
    },
    {
      // Contextual help (components/HelpLink): a stable key resolved to its article.
      path: 'help-center/key/:key',
      lazy: async () => ({ Component: (await import('./public/HelpKeyPage')).HelpKeyPage }),
    },
  ],
  staff: [
    {
      path: 'admin-help-center/analytics',
      lazy: async () => ({
        Component: (await import('./analytics/HelpAnalyticsPage')).HelpAnalyticsPage,
      }),
    },
  ],
};
