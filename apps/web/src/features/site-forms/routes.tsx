import {
  SITE_FORM_ROUTE_ALIASES,
  SITE_FORM_ROUTE_PATHS,
  SITE_FORM_ROUTE_REDIRECTS,
} from '@rentals/domain/site-forms/fields';
import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

async function formPage() {
  return { Component: (await import('./components/SiteFormPage')).SiteFormPage };
}

/*
 * Staff-defined forms (issue 23): every form at /forms/{slug}, the spec's hosted-form pages at
 * their own paths (an alias page shows its target's form; /client-form redirects), and the form
 * builder at /admin-forms.
 */
export const routes: FeatureRoutes = {
  public: [
    { path: 'forms/:slug', lazy: formPage },
    ...[...SITE_FORM_ROUTE_PATHS, ...Object.keys(SITE_FORM_ROUTE_ALIASES)].map((path) => ({
      path: path.slice(1),
      lazy: formPage,
    })),
    ...Object.entries(SITE_FORM_ROUTE_REDIRECTS).map(([from, to]) => ({
      path: from.slice(1),
      element: <Navigate to={to} replace />,
    })),
  ],
  staff: [
    {
      path: 'admin-forms',
      lazy: async () => ({ Component: (await import('./staff/AdminFormsPage')).AdminFormsPage }),
    },
  ],
};
