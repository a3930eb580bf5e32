import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Payments (issue 21). The built-in test checkout is public: whoever holds its unguessable id pays
 * there, as on a processor's hosted page. The return pages read the payer's own payment, so they
 * are signed in. robots.txt keeps crawlers out of both (/sandbox/, /redirect/).
 */
const returnPage = async () => ({
  Component: (await import('./components/PaymentReturnPage')).PaymentReturnPage,
});

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'sandbox/checkout/:id',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/SandboxCheckoutPage').then((m) => m.SandboxCheckoutPage),
        ),
      }),
    },
  ],
  signedIn: [
    // Back from a boost's checkout (spec/01 §2).
    { path: 'redirect/premium', lazy: returnPage },
    // Back from the listing form's deposit checkout.
    { path: 'redirect/landlord/premium', lazy: returnPage },
    // Any payment, by its id.
    { path: 'redirect/report', lazy: returnPage },
  ],
};
