import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  openAccount: [
    {
      // Open to visitors, who log in or sign up when sending; renters see it in their side navigation.
      path: 'request-for-viewing',
      lazy: async () => ({
        Component: (await import('./components/RequestForViewingPage')).RequestForViewingPage,
      }),
    },
  ],
  staff: [
    {
      // Staff handle the requests beside the inbox; `?request=` shows one (the staff e-mail's link).
      path: 'viewing-requests',
      lazy: async () => ({
        Component: (await import('./staff/components/ViewingRequestsPage')).ViewingRequestsPage,
      }),
    },
  ],
};
