import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Plans (issue 20). The Add Property dialog's plan page (PlanStepOffers) is passed to the listings
 * feature by app/router/compositions.tsx; the list-with-us wizard uses PlanChooser.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      // Every active plan for visitors, with 'Get started' into the list-with-us wizard.
      path: 'services',
      lazy: async () => ({
        Component: await withApollo(import('./components/ServicesPage').then((m) => m.ServicesPage)),
      }),
    },
  ],
  staff: [
    {
      // Staff with plans view; the plans module's flags decide the actions.
      path: 'plans',
      lazy: async () => ({ Component: (await import('./staff/PlansPage')).PlansPage }),
    },
    {
      // The landlords' 'Ask the team' requests, beside the plans.
      path: 'plans/requests',
      lazy: async () => ({ Component: (await import('./staff/PremiumRequestsPage')).PremiumRequestsPage }),
    },
    {
      path: 'features',
      lazy: async () => ({ Component: (await import('./staff/FeaturesPage')).FeaturesPage }),
    },
  ],
};
