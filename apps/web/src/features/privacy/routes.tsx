import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Privacy requests (issue 25): the staff view of the requests still to answer. The user's 'Your
 * data' page, which shows the data-rights feature's sections too, is in app/router/compositions.tsx.
 */
export const routes: FeatureRoutes = {
  staff: [
    {
      path: 'privacy-requests',
      lazy: async () => ({
        Component: (await import('./components/PrivacyRequestsPage')).PrivacyRequestsPage,
      }),
    },
  ],
};
