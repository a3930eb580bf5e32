import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The renter's data rights (issue 25): the landing page of the deletion e-mail's cancel link. Its
 * sections of /profile/your-data are shown in the privacy feature's page, and its retention
 * schedule under /privacy (both in app/router/compositions.tsx); the banner of a scheduled
 * deletion is shown over every page by app/layouts/RootLayout.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'account-deletion/cancel',
      // A public page: Apollo is loaded with it, as the other e-mailed links' pages do.
      lazy: async () => ({
        Component: await withApollo(
          import('./components/CancelDeletionLinkPage').then((m) => m.CancelDeletionLinkPage),
        ),
      }),
    },
  ],
};
