import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The terms of use and the privacy policy (issue 23): public pages rendered on the server, and the
 * admins' page where versions are written and published. The acceptance dialog is shown by
 * app/layouts/RootLayout over every page. /privacy is composed with the data-rights feature's
 * retention schedule in app/router/compositions.tsx.
 */
const legalPage = (kind: 'TERMS') => async () => {
  const { LegalPage } = await import('./components/LegalPage');
  return { Component: () => <LegalPage kind={kind} /> };
};

export const routes: FeatureRoutes = {
  public: [{ path: 'terms', lazy: legalPage('TERMS') }],
  staff: [
    {
      // Admins only (the page says so to sub-admins; the API refuses them anyway).
      path: 'admin-legal',
      lazy: async () => ({ Component: (await import('./staff/AdminLegalPage')).AdminLegalPage }),
    },
  ],
};
