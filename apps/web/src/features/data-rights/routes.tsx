import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The renter's data rights (issue 25): /profile/your-data with its sections, and the landing page
 * of the deletion e-mail's cancel link. The banner of a scheduled deletion is shown over every page
 * by app/layouts/RootLayout; the retention schedule under /privacy by app/router/compositions.tsx.
 */
export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'profile/your-data',
      lazy: async () => ({ Component: (await import('./components/YourDataPage')).YourDataPage }),
    },
  ],
  public: [
    {
      path: 'account-deletion/cancel',
      lazy: async () => ({
        Component: (await import('./components/CancelDeletionLinkPage')).CancelDeletionLinkPage,
      }),
    },
  ],
};
