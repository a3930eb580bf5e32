import { isCrawlDisallowed } from '@rentals/domain/crawl-rules';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { compositions } from './compositions';

/*
 * robots.txt (the API's, from packages/domain/src/crawl-rules.ts) keeps crawlers out of every page
 * of the back office and of the signed-in account, and lets them read the public pages: a new
 * staff or account page fails here until the list covers it.
 */

const featureRoutes = Object.values(
  import.meta.glob<FeatureRoutes>('../../features/*/routes.tsx', { eager: true, import: 'routes' }),
);

/** The URL paths of a group's pages (and their child pages), with each :param filled in. */
function pathsOf(group: keyof FeatureRoutes): string[] {
  const walk = (route: RouteObject, parent: string): string[] => {
    const path = route.path ? `${parent}/${route.path.replace(/:\w+/g, 'x')}` : parent;
    return [path, ...(route.children ?? []).flatMap((child) => walk(child, path))];
  };
  return [...featureRoutes, compositions]
    .flatMap((routes) => routes[group] ?? [])
    .flatMap((r) => walk(r, ''));
}

describe('robots.txt and the route table', () => {
  it('keeps crawlers out of every staff and signed-in page', () => {
    const pages = [...pathsOf('staff'), ...pathsOf('signedIn')];
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((path) => !isCrawlDisallowed(path))).toEqual([]);
  });

  it('lets crawlers read the server-rendered public pages', () => {
    const reading = ['/', ...pathsOf('public'), ...pathsOf('openAccount')].filter((path) =>
      /^\/($|search$|listing\/x$|unit\/x$|tenant\/x$|landlord\/x$)/.test(path),
    );
    expect(reading.sort()).toEqual(['/', '/landlord/x', '/listing/x', '/search', '/tenant/x', '/unit/x']);
    expect(reading.filter(isCrawlDisallowed)).toEqual([]);
  });
});
