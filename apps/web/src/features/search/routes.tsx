import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'search',
      lazy: async () => ({ Component: (await import('./components/SearchPage')).SearchPage }),
    },
  ],
};
