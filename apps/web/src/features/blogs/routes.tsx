import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Blogs (issue 23): the public /blogs and /blog/{id}/{slug}, rendered on the server without
 * Apollo, and the staff pages under /admin-blogs (permission module `blogs`). /blog alone
 * redirects to /blogs (app/router/routes.tsx).
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'blogs',
      lazy: async () => ({ Component: (await import('./public/BlogsPage')).BlogsPage }),
    },
    {
      // Any slug (or none) finds the post by its id; a slug that is not the post's redirects to it.
      path: 'blog/:id/:slug?',
      lazy: async () => ({ Component: (await import('./public/BlogPostPage')).BlogPostPage }),
    },
  ],
  staff: [
    {
      path: 'admin-blogs',
      lazy: async () => ({ Component: (await import('./staff/BlogsAdminPage')).BlogsAdminPage }),
    },
    {
      path: 'admin-blogs/create',
      lazy: async () => ({ Component: (await import('./staff/BlogEditPage')).BlogEditPage }),
    },
    {
      path: 'admin-blogs/:id/edit',
      lazy: async () => ({ Component: (await import('./staff/BlogEditPage')).BlogEditPage }),
    },
    {
      path: 'admin-blogs/authors',
      lazy: async () => ({ Component: (await import('./staff/BlogAuthorsPage')).BlogAuthorsPage }),
    },
  ],
};
