import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { RequireStaff } from '../guards/RequireStaff';
import { RequireUser } from '../guards/RequireUser';
import { PublicLayout } from '../layouts/PublicLayout';
import { RootLayout } from '../layouts/RootLayout';
import { withApollo } from '../../lib/apollo/load-apollo';
import { RouteErrorScreen } from '../shell/RouteErrorScreen';
import { compositions } from './compositions';

/*
 * The route table (spec/01 §2), composed: each feature's routes.tsx lists its pages by group
 * (public, signed-in with the user guard, open account pages, staff with the admin guard), found
 * here by a glob, so a new feature touches no central list; compositions.tsx adds the pages that
 * show several features. Each page is its own chunk.
 *
 * Apollo loads with the pages that use it (withApollo): the account and back-office layouts, whose
 * pages render inside them, and the public forms. The public reading pages (home, search, listing,
 * tenant) use src/lib/graphql instead, so that their first load carries no Apollo; a component
 * they render must not call Apollo's hooks.
 */
const featureRoutes = Object.values(
  import.meta.glob<FeatureRoutes>('../../features/*/routes.tsx', { eager: true, import: 'routes' }),
);

function group(name: keyof FeatureRoutes): RouteObject[] {
  return [...featureRoutes, compositions].flatMap((routes) => routes[name] ?? []);
}

const homeRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('../pages/home/HomePage')).HomePage }),
};

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
      { element: <PublicLayout />, children: [homeRoute, ...group('public')] },
      { element: <RequireUser />, children: [{ lazy: accountLayout, children: group('signedIn') }] },
      { lazy: accountLayout, children: group('openAccount') },
      { element: <RequireStaff />, children: [{ lazy: adminLayout, children: group('staff') }] },
      ...group('bare'),
      { path: 'blog', element: <Navigate to="/blogs" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
