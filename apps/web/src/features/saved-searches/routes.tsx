import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  public: [
    {
      // An alert e-mail's unsubscribe link: works without logging in.
      path: 'saved-searches/unsubscribe',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/UnsubscribeSavedSearchPage').then((m) => m.UnsubscribeSavedSearchPage),
        ),
      }),
    },
  ],
  signedIn: [
    {
      path: 'saved-searches',
      lazy: async () => ({
        Component: (await import('./components/SavedSearchesPage')).SavedSearchesPage,
      }),
    },
  ],
};
