import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * The listing page (/listing/:id), the map tracker and the landlord's /building (whose property
 * dialog shows the plans feature's offers) show other features' components: they are composed in
 * app/router/compositions.tsx.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      // Where the links of a 'Still available?' e-mail land (apps/api listing-confirmation-token.ts).
      path: 'listing-availability',
      lazy: async () => ({
        Component: await withApollo(
          import('./availability/components/AvailabilityLinkPage').then((m) => m.AvailabilityLinkPage),
        ),
      }),
    },
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
  ],
};
