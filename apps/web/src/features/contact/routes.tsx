import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * /contact-us (issue 23), open to everyone. Its messages are a tab of the staff inbox, composed
 * in app/router/compositions.tsx.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'contact-us',
      lazy: async () => ({ Component: (await import('./components/ContactUsPage')).ContactUsPage }),
    },
  ],
};
