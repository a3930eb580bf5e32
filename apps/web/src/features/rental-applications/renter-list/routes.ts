import type { FeatureRoutes } from '../../../lib/routing/feature-routes';

/* The renter's own applications, beside 'My viewings'. */
export const renterListRoutes: FeatureRoutes = {
  signedIn: [
    {
      // In the renter's side navigation; the wizard's result and the status e-mails lead here too.
      path: 'my-applications',
      lazy: async () => ({ Component: (await import('./components/MyApplicationsPage')).MyApplicationsPage }),
    },
    {
      // The whole application as sent, for its applicant.
      path: 'my-applications/:id',
      lazy: async () => ({ Component: (await import('./components/MyApplicationPage')).MyApplicationPage }),
    },
  ],
};
