import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  staff: [
    {
      path: 'dashboards',
      lazy: async () => ({ Component: (await import('./components/DashboardPage')).DashboardPage }),
    },
  ],
};
