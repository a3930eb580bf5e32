import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  signedIn: [
    {
      // Renters' and landlords' conversations; `?room=` opens one.
      path: 'message',
      lazy: async () => ({ Component: (await import('./components/MessagesPage')).MessagesPage }),
    },
    {
      // The first message about a listing; a visitor logs in or signs up first and comes back here.
      path: 'listing/:id/contact',
      lazy: async () => ({ Component: (await import('./components/ContactPage')).ContactPage }),
    },
  ],
};
