import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'profile',
      lazy: async () => ({ Component: (await import('./account/components/ProfilePage')).ProfilePage }),
    },
  ],
  staff: [
    {
      path: 'users',
      lazy: async () => ({ Component: (await import('./staff/components/UsersPage')).UsersPage }),
    },
    {
      path: 'users/listing/:id',
      lazy: async () => ({
        Component: (await import('./staff/components/UserListingsPage')).UserListingsPage,
      }),
    },
    {
      // Admins only: the pages tell other staff they have no access.
      path: 'admins',
      lazy: async () => ({ Component: (await import('./staff/components/StaffPage')).StaffPage }),
    },
    {
      path: 'admins/:id',
      lazy: async () => ({
        Component: (await import('./staff/components/StaffMemberPage')).StaffMemberPage,
      }),
    },
  ],
};
