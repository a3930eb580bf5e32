import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'tenant/:id',
      lazy: async () => ({ Component: (await import('./components/TenantPage')).TenantPage }),
    },
  ],
};
