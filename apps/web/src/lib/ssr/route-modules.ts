import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules of `pathname` and puts them in place, before the browser router is
 * made: it then renders the page at once, as the server did, instead of its loading fallback
 * (which would not match the server's HTML). React Router's own recipe for hydrating lazy routes.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      const loaded = await lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
