import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The help center (issue 24): the public /help-center pages (public/), the staff's collections,
 * articles and editor (staff/) and their analytics (analytics/).
 */
export const routes: FeatureRoutes = {
  public: [
    {
      // Rendered on the server, as the other reading pages (entry-server.tsx).
      path: 'help-center',
      lazy: async () => ({ Component: (await import('./public/HelpCenterPage')).HelpCenterPage }),
    },
    {
      path: 'help-center/collection/:id',
      lazy: async () => ({
        Component: (await import('./public/HelpCollectionPage')).HelpCollectionPage,
      }),
    },
    {
      path: 'help-center/collection/article/:id',
      lazy: async () => ({ Component: (await import('./public/HelpArticlePage')).HelpArticlePage }),
    },
    {
      // Contextual help (components/HelpLink): a stable key resolved to its article.
      path: 'help-center/key/:key',
      lazy: async () => ({ Component: (await import('./public/HelpKeyPage')).HelpKeyPage }),
    },
  ],
  staff: [
    {
      // Staff with helpCenter view: the collections as cards, in their order.
      path: 'admin-help-center',
      lazy: async () => ({ Component: (await import('./staff/HelpCollectionsPage')).HelpCollectionsPage }),
    },
    {
      // The spec's group page: one collection's articles (its title arrives as navigation state).
      path: 'admin-help-center/:id',
      lazy: async () => ({
        Component: (await import('./staff/CollectionArticlesPage')).CollectionArticlesPage,
      }),
    },
    {
      // A new article in that collection (helpCenter add).
      path: 'admin-help-center/:id/new',
      lazy: async () => ({ Component: (await import('./staff/ArticleEditorPage')).ArticleEditorPage }),
    },
    {
      // An existing article (view to read, edit to save), by id wherever it is filed.
      path: 'admin-help-center/article/:articleId',
      lazy: async () => ({ Component: (await import('./staff/ArticleEditorPage')).ArticleEditorPage }),
    },
    {
      path: 'admin-help-center/analytics',
      lazy: async () => ({
        Component: (await import('./analytics/HelpAnalyticsPage')).HelpAnalyticsPage,
      }),
    },
  ],
};
