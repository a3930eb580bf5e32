import type { FeatureRoutes } from '../../../lib/routing/feature-routes';

/* The landlord's review of the applications to their listings, beside /building and its viewings. */
export const landlordReviewRoutes: FeatureRoutes = {
  signedIn: [
    {
      // A tab of the landlord's pages, with /building and /building/viewings.
      path: 'building/applications',
      lazy: async () => ({ Component: (await import('./components/ApplicationsPage')).ApplicationsPage }),
    },
    {
      // The list's rows link here; the server marks the application VIEWED on the first opening.
      path: 'building/applications/:id',
      lazy: async () => ({
        Component: (await import('./components/ApplicationReviewPage')).ApplicationReviewPage,
      }),
    },
  ],
};
