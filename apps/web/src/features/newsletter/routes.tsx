import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'newsletter/unsubscribe',
      lazy: async () => ({
        Component: await withApollo(import('./components/UnsubscribePage').then((m) => m.UnsubscribePage)),
      }),
    },
  ],
};
