import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The terms of use and the privacy policy (issue 23): public pages rendered on the server, and the
 * admins' page where versions are written and published. The acceptance dialog is shown by
 * app/layouts/RootLayout over every page.
 */
const legalPage = (kind: 'TERMS' | 'PRIVACY') => async () => {
  const { LegalPage } = await import('./components/LegalPage');
  return { Component: () => <LegalPage kind={kind} /> };
};

export const routes: FeatureRoutes = {
  public: [
    { path: 'terms', lazy: legalPage('TERMS') },
    { path: 'privacy', lazy: legalPage('PRIVACY') },
    // The spec's other address of the privacy policy: the same page, its canonical /privacy.
    { path: 'privacy-policy', lazy: legalPage('PRIVACY') },
  ],
  staff: [
    {
      // Admins only (the page says so to sub-admins; the API refuses them anyway).
      path: 'admin-legal',
      lazy: async () => ({ Component: (await import('./staff/AdminLegalPage')).AdminLegalPage }),
    },
  ],
};
