import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Boosts (issue 21). The landlord's Boost button on /building and the Boost offer of the Add
 * Property dialog's plan step are passed to the listings feature by app/router/compositions.tsx.
 */
export const routes: FeatureRoutes = {
  staff: [
    {
      // Staff with boostListings view; its edit flag decides the actions and the settings card.
      path: 'boostListing',
      lazy: async () => ({ Component: (await import('./staff/BoostedListingsPage')).BoostedListingsPage }),
    },
  ],
};
