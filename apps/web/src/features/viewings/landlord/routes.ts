import type { FeatureRoutes } from '../../../lib/routing/feature-routes';

/* The landlord's agenda and availability editor, and the staff's viewings. */
export const landlordRoutes: FeatureRoutes = {
  signedIn: [
    {
      // Beside /building (its Viewings tab): the landlord's viewings by day.
      path: 'building/viewings',
      lazy: async () => ({ Component: (await import('./components/AgendaPage')).AgendaPage }),
    },
    {
      // A listing's viewing hours and open houses: its owner, and staff for the landlord.
      path: 'building/viewings/:listingId/availability',
      lazy: async () => ({ Component: (await import('./components/AvailabilityPage')).AvailabilityPage }),
    },
  ],
  staff: [
    {
      // The viewings of Viewings Management listings, handled by the team beside the inbox.
      path: 'viewings',
      lazy: async () => ({ Component: (await import('./components/StaffViewingsPage')).StaffViewingsPage }),
    },
  ],
};
