import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The listing page (/listing/:id) and the map tracker show other features' components: they are
 * composed in app/router/compositions.tsx.
 */
export const routes: FeatureRoutes = {
  signedIn: [
    {
      // Landlords' own listings, with the Add/Update Property dialog opened by `?property=`. Both
      // check the role themselves: other users see that they have no access.
      path: 'building',
      lazy: async () => {
        const [{ BuildingPage }, { PropertyDialogHost }, { ListWithUsReturnNotice }] = await Promise.all([
          import('./landlord/components/BuildingPage'),
          import('./wizard/components/PropertyDialogHost'),
          import('./list-with-us/components/ListWithUsReturnNotice'),
        ]);
        return {
          Component: () => (
            <>
              <BuildingPage />
              <PropertyDialogHost />
              <ListWithUsReturnNotice />
            </>
          ),
        };
      },
    },
  ],
  public: [
    {
      // Public for approved listings (rendered on the server); their owner sees the pending ones too.
      path: 'unit/:id',
      lazy: async () => ({ Component: (await import('./landlord/components/UnitPage')).UnitPage }),
    },
  ],
  staff: [
    {
      // Staff listings with the property dialog (`?property=<id>`, staff edits return here) and the
      // landlord pages' delete confirmation.
      path: 'listings',
      lazy: async () => {
        const [
          { ListingsAdminPage },
          { PropertyDialogHost },
          { DeleteBuildingDialog },
          { ListWithUsReturnNotice },
        ] = await Promise.all([
          import('./moderation/components/ListingsAdminPage'),
          import('./wizard/components/PropertyDialogHost'),
          import('./landlord/components/DeleteBuildingDialog'),
          import('./list-with-us/components/ListWithUsReturnNotice'),
        ]);
        return {
          Component: () => (
            <>
              <ListingsAdminPage DeleteDialog={DeleteBuildingDialog} />
              <PropertyDialogHost />
              <ListWithUsReturnNotice />
            </>
          ),
        };
      },
    },
    {
      path: 'requestedListing',
      lazy: async () => ({
        Component: (await import('./moderation/components/RequestedListingsPage')).RequestedListingsPage,
      }),
    },
  ],
};
