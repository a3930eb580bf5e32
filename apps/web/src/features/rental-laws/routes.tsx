import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  public: [
    {
      // Rendered on the server from ?province=&audience= (issue 23).
      path: 'rental-laws',
      lazy: async () => ({ Component: (await import('./components/RentalLawsPage')).RentalLawsPage }),
    },
  ],
  staff: [
    {
      // Staff with articles view: the entries, their review state and figures.
      path: 'admin-rental-laws',
      lazy: async () => ({
        Component: (await import('./staff/RentalLawsAdminPage')).RentalLawsAdminPage,
      }),
    },
    {
      // The editor of a new entry (articles add) or an existing one (articles view; edit to save).
      path: 'admin-rental-laws/:id',
      lazy: async () => ({
        Component: (await import('./staff/RentalLawEditorPage')).RentalLawEditorPage,
      }),
    },
  ],
};
