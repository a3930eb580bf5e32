import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  staff: [
    {
      path: 'search-history',
      lazy: async () => ({
        Component: (await import('./components/SearchHistoryPage')).SearchHistoryPage,
      }),
    },
    {
      path: 'search-history/:id/:userName',
      lazy: async () => ({
        Component: (await import('./components/UserSearchHistoryPage')).UserSearchHistoryPage,
      }),
    },
  ],
};
