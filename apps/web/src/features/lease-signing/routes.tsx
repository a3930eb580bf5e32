import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/**
 * The signing page of a lease (issue 19): public, since a signer without an account signs from
 * the link they were e-mailed (?signer=&token=); a signed-in signer opens it without a token.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'leases/:id/sign',
      lazy: async () => ({
        Component: await withApollo(import('./components/LeaseSigningPage').then((m) => m.LeaseSigningPage)),
      }),
    },
  ],
};
