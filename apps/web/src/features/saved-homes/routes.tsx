import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Saved homes (issue 22). The renter's page is here; the heart on listing cards is given to every
 * card by the app shell (app/layouts/RootLayout.tsx), and the listing page's by
 * app/router/compositions.tsx.
 */
export const routes: FeatureRoutes = {
  signedIn: [
    {
      // From the account menu and the mobile menu (app/shell/nav-links.ts).
      path: 'saved-homes',
      lazy: async () => ({ Component: (await import('./components/SavedHomesPage')).SavedHomesPage }),
    },
  ],
};
