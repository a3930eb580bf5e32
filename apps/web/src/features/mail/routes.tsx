import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  staff: [
    {
      // Admins only: the page tells other staff they have no access.
      path: 'e-mail-configuration',
      lazy: async () => ({
        Component: (await import('./components/EmailConfigurationPage')).EmailConfigurationPage,
      }),
    },
  ],
};
