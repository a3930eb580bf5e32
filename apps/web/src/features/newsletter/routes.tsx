import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'newsletter/confirm',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/ConfirmNewsletterPage').then((m) => m.ConfirmNewsletterPage),
        ),
      }),
    },
    {
      path: 'newsletter/unsubscribe',
      lazy: async () => ({
        Component: await withApollo(import('./components/UnsubscribePage').then((m) => m.UnsubscribePage)),
      }),
    },
  ],
};
