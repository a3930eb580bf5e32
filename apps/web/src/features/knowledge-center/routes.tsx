import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The knowledge center (public, rendered on the server) and /feed, which has no header (spec/01
 * §2): it is meant for embedding and lobby screens.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'knowledge-center',
      lazy: async () => ({
        Component: (await import('./components/KnowledgeCenterPage')).KnowledgeCenterPage,
      }),
    },
  ],
  bare: [
    {
      path: 'feed',
      lazy: async () => ({ Component: (await import('./components/FeedPage')).FeedPage }),
    },
  ],
};
