import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireStaff } from '../guards/RequireStaff';
import { RequireUser } from '../guards/RequireUser';
import { AccountLayout } from '../layouts/AccountLayout';
import { AdminLayout } from '../layouts/AdminLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { RootLayout } from '../layouts/RootLayout';
import { RouteErrorScreen } from '../shell/RouteErrorScreen';

/*
 * The one route table (spec/01 §2). Each page is its own chunk. Later issues add their routes to
 * the matching group: public, signed-in (user guard) or staff (admin guard).
 */

const publicRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../pages/home/HomePage')).HomePage }) },
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../../features/auth/components/LoginPage')).LoginPage }),
  },
  {
    // The sign-up modal opens over the home page, so closing it leaves the visitor somewhere useful.
    path: 'signup-modal',
    lazy: async () => {
      const [{ HomePage }, { SignUpDialog }] = await Promise.all([
        import('../pages/home/HomePage'),
        import('../../features/auth/components/SignUpDialog'),
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
      Component: (await import('../../features/auth/components/ForgotPasswordPage')).ForgotPasswordPage,
    }),
  },
  {
    path: 'newsletter/unsubscribe',
    lazy: async () => ({
      Component: (await import('../../features/newsletter/components/UnsubscribePage')).UnsubscribePage,
    }),
  },
  {
    path: 'confirm-password',
    lazy: async () => ({
      Component: (await import('../../features/auth/components/ConfirmPasswordPage')).ConfirmPasswordPage,
    }),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await import('../../features/users/components/ProfilePage')).ProfilePage,
    }),
  },
  {
    // Landlords' own listings, with the Add/Update Property dialog opened by `?property=`. Both
    // check the role themselves: other users see that they have no access.
    path: 'building',
    lazy: async () => {
      const [{ BuildingPage }, { PropertyDialogHost }] = await Promise.all([
        import('../../features/listings/components/BuildingPage'),
        import('../../features/listing-wizard/components/PropertyDialogHost'),
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
      Component: (await import('../../features/listings/components/UnitPage')).UnitPage,
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
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      { element: <RequireUser />, children: [{ element: <AccountLayout />, children: signedInRoutes }] },
      { element: <AccountLayout />, children: openAccountRoutes },
      { element: <RequireStaff />, children: [{ element: <AdminLayout />, children: staffRoutes }] },
      { path: 'blog', element: <Navigate to="/blogs" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
