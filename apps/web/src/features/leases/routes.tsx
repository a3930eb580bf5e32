import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/**
 * Leases (issue 19): the viewer's leases, one lease, 'Prepare lease', the staff list of every
 * lease beside the lease requests, and the public check of a sealed PDF. The signing ceremony
 * (/leases/:id/sign) is features/lease-signing's.
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'leases/verify',
      lazy: async () => ({
        Component: await withApollo(import('./components/VerifyLeasePage').then((m) => m.VerifyLeasePage)),
      }),
    },
  ],
  signedIn: [
    {
      path: 'leases',
      lazy: async () => ({ Component: (await import('./components/LeasesPage')).LeasesPage }),
    },
    {
      path: 'leases/new',
      lazy: async () => ({ Component: (await import('./components/PrepareLeasePage')).PrepareLeasePage }),
    },
    {
      path: 'leases/:id',
      lazy: async () => ({ Component: (await import('./components/LeasePage')).LeasePage }),
    },
  ],
  staff: [
    {
      path: 'lease-details-table/leases',
      lazy: async () => ({
        Component: (await import('./components/staff/StaffLeasesPage')).StaffLeasesPage,
      }),
    },
  ],
};
