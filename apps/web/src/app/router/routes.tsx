import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireStaff } from '../guards/RequireStaff';
import { RequireUser } from '../guards/RequireUser';
import { PublicLayout } from '../layouts/PublicLayout';
import { RootLayout } from '../layouts/RootLayout';
import { withApollo } from '../../lib/apollo/load-apollo';
import { RouteErrorScreen } from '../shell/RouteErrorScreen';

/*
 * The one route table (spec/01 §2). Each page is its own chunk. Later issues add their routes to
 * the matching group: public, signed-in (user guard) or staff (admin guard).
 *
 * Apollo loads with the pages that use it (withApollo): the account and back-office layouts, whose
 * pages render inside them, and the public forms. The public reading pages (home, search, listing,
 * tenant) use src/lib/graphql instead, so that their first load carries no Apollo; a component
 * they render must not call Apollo's hooks.
 */

const publicRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../pages/home/HomePage')).HomePage }) },
  {
    path: 'login',
    lazy: async () => ({
      Component: await withApollo(
        import('../../features/auth/components/LoginPage').then((m) => m.LoginPage),
      ),
    }),
  },
  {
    // The sign-up modal opens over the home page, so closing it leaves the visitor somewhere useful.
    path: 'signup-modal',
    lazy: async () => {
      const [{ HomePage }, SignUpDialog] = await Promise.all([
        import('../pages/home/HomePage'),
        withApollo(import('../../features/auth/components/SignUpDialog').then((m) => m.SignUpDialog)),
      ]);
      return {
        Component: () => (
          <>
            <HomePage />
            <SignUpDialog />
          </>
        ),
      };
    },
  },
  {
    path: 'forgot-password',
    lazy: async () => ({
      Component: await withApollo(
        import('../../features/auth/components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
      ),
    }),
  },
  {
    path: 'newsletter/unsubscribe',
    lazy: async () => ({
      Component: await withApollo(
        import('../../features/newsletter/components/UnsubscribePage').then((m) => m.UnsubscribePage),
      ),
    }),
  },
  {
    path: 'confirm-password',
    lazy: async () => ({
      Component: await withApollo(
        import('../../features/auth/components/ConfirmPasswordPage').then((m) => m.ConfirmPasswordPage),
      ),
    }),
  },
  {
    path: 'search',
    lazy: async () => ({
      Component: (await import('../../features/search/components/SearchPage')).SearchPage,
    }),
  },
  {
    // The listing page shows the search feature's cards and map and the tenants feature's roommates.
    path: 'listing/:id',
    lazy: async () => {
      const [{ ListingPage }, { ListingCard }, { LazyListingsMap }, { RoommatesSection }] = await Promise.all(
        [
          import('../../features/listings/page/components/ListingPage'),
          import('../../features/search/components/ListingCard'),
          import('../../features/search/components/map/LazyListingsMap'),
          import('../../features/tenants/components/RoommatesSection'),
        ],
      );
      return {
        Component: () => (
          <ListingPage ListingCard={ListingCard} ListingsMap={LazyListingsMap} Roommates={RoommatesSection} />
        ),
      };
    },
  },
  {
    path: 'tenant/:id',
    lazy: async () => ({
      Component: (await import('../../features/tenants/components/TenantPage')).TenantPage,
    }),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await import('../../features/users/account/components/ProfilePage')).ProfilePage,
    }),
  },
  {
    // Landlords' own listings, with the Add/Update Property dialog opened by `?property=`. Both
    // check the role themselves: other users see that they have no access.
    path: 'building',
    lazy: async () => {
      const [{ BuildingPage }, { PropertyDialogHost }] = await Promise.all([
        import('../../features/listings/landlord/components/BuildingPage'),
        import('../../features/listings/wizard/components/PropertyDialogHost'),
      ]);
      return {
        Component: () => (
          <>
            <BuildingPage />
            <PropertyDialogHost />
          </>
        ),
      };
    },
  },
];

/*
 * Pages for everyone with the account layout (its side navigation shows for signed-in users): the
 * unit page is public for approved listings and shows its owner's pending ones too.
 */
const openAccountRoutes: RouteObject[] = [
  {
    path: 'unit/:id',
    lazy: async () => ({
      Component: (await import('../../features/listings/landlord/components/UnitPage')).UnitPage,
    }),
  },
];

const staffRoutes: RouteObject[] = [
  {
    path: 'dashboards',
    lazy: async () => ({
      Component: (await import('../../features/admin/components/DashboardPage')).DashboardPage,
    }),
  },
  {
    path: 'search-history',
    lazy: async () => ({
      Component: (await import('../../features/search-history/components/SearchHistoryPage'))
        .SearchHistoryPage,
    }),
  },
  {
    path: 'search-history/:id/:userName',
    lazy: async () => ({
      Component: (await import('../../features/search-history/components/UserSearchHistoryPage'))
        .UserSearchHistoryPage,
    }),
  },
  {
    // The map tracker draws its listings with the search feature's lazy map.
    path: 'internal-properties',
    lazy: async () => {
      const [{ MapTrackerPage }, { LazyListingsMap }] = await Promise.all([
        import('../../features/listings/map/components/MapTrackerPage'),
        import('../../features/search/components/map/LazyListingsMap'),
      ]);
      return { Component: () => <MapTrackerPage ListingsMap={LazyListingsMap} /> };
    },
  },
  {
    // Admins only: the page tells other staff they have no access.
    path: 'e-mail-configuration',
    lazy: async () => ({
      Component: (await import('../../features/mail/components/EmailConfigurationPage'))
        .EmailConfigurationPage,
    }),
  },
  {
    // Staff listings with the property dialog (`?property=<id>`, staff edits return here) and the
    // listings feature's delete confirmation.
    path: 'listings',
    lazy: async () => {
      const [{ ListingsAdminPage }, { PropertyDialogHost }, { DeleteBuildingDialog }] = await Promise.all([
        import('../../features/listings/moderation/components/ListingsAdminPage'),
        import('../../features/listings/wizard/components/PropertyDialogHost'),
        import('../../features/listings/landlord/components/DeleteBuildingDialog'),
      ]);
      return {
        Component: () => (
          <>
            <ListingsAdminPage DeleteDialog={DeleteBuildingDialog} />
            <PropertyDialogHost />
          </>
        ),
      };
    },
  },
  {
    path: 'requestedListing',
    lazy: async () => ({
      Component: (await import('../../features/listings/moderation/components/RequestedListingsPage'))
        .RequestedListingsPage,
    }),
  },
  {
    path: 'users',
    lazy: async () => ({
      Component: (await import('../../features/users/staff/components/UsersPage')).UsersPage,
    }),
  },
  {
    path: 'users/listing/:id',
    lazy: async () => ({
      Component: (await import('../../features/users/staff/components/UserListingsPage')).UserListingsPage,
    }),
  },
  {
    // Admins only: the pages tell other staff they have no access.
    path: 'admins',
    lazy: async () => ({
      Component: (await import('../../features/users/staff/components/StaffPage')).StaffPage,
    }),
  },
  {
    path: 'admins/:id',
    lazy: async () => ({
      Component: (await import('../../features/users/staff/components/StaffMemberPage')).StaffMemberPage,
    }),
  },
];

// The account shell (side navigation and its icons) loads with its pages, not with the public ones.
const accountLayout = async () => ({
  Component: await withApollo(import('../layouts/AccountLayout').then((m) => m.AccountLayout)),
});
const adminLayout = async () => ({
  Component: await withApollo(import('../layouts/AdminLayout').then((m) => m.AdminLayout)),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      { element: <RequireUser />, children: [{ lazy: accountLayout, children: signedInRoutes }] },
      { lazy: accountLayout, children: openAccountRoutes },
      { element: <RequireStaff />, children: [{ lazy: adminLayout, children: staffRoutes }] },
      { path: 'blog', element: <Navigate to="/blogs" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
