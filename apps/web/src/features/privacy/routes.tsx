import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Privacy requests (issue 25): the user's 'Your data' page under their profile, and the staff
 * view of the requests still to answer.
 */
export const routes: FeatureRoutes = {
  signedIn: [
    {
      // Linked from /profile and from the e-mail saying an export is ready.
      path: 'profile/your-data',
      lazy: async () => ({ Component: (await import('./components/YourDataPage')).YourDataPage }),
    },
  ],
  staff: [
    {
      path: 'privacy-requests',
      lazy: async () => ({
        Component: (await import('./components/PrivacyRequestsPage')).PrivacyRequestsPage,
      }),
    },
  ],
};
