import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Curated articles and testimonials (issue 23). Visitors read the published articles on the
 * knowledge center (another feature, through fetchArticles) and testimonials on the home page.
 */
export const routes: FeatureRoutes = {
  staff: [
    {
      // Staff with articles view; the module's flags decide the actions.
      path: 'articles',
      lazy: async () => ({ Component: (await import('./staff/ArticlesPage')).ArticlesPage }),
    },
  ],
};
