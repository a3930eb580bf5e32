import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * A poster's 'Get verified' page. The staff queue, a tab of /users and of /requestedListing that
 * shows the admin feature's risk signals, is in app/router/compositions.tsx.
 */
export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'verification',
      lazy: async () => ({ Component: (await import('./components/GetVerifiedPage')).GetVerifiedPage }),
    },
  ],
};
