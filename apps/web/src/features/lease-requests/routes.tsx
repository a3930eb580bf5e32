import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  signedIn: [
    {
      // A landlord asks the team to prepare a lease (issue 19); others are told why they cannot.
      path: 'lease-details-form',
      lazy: async () => ({
        Component: (await import('./components/LeaseRequestFormPage')).LeaseRequestFormPage,
      }),
    },
    {
      // The landlord's own requests and where each stands.
      path: 'lease-details',
      lazy: async () => ({
        Component: (await import('./components/MyLeaseRequestsPage')).MyLeaseRequestsPage,
      }),
    },
  ],
  staff: [
    {
      // Staff with leases view: the requests (and, later, every lease) in tabs.
      path: 'lease-details-table',
      lazy: async () => ({
        Component: (await import('./staff/LeaseDetailsTablePage')).LeaseDetailsTablePage,
      }),
    },
  ],
};
