import fs from 'node:fs';
import path from 'node:path';

/** What the web build writes (apps/web/build-plugins/route-preloads.ts). */
interface RoutePreloadsFile {
  routes: { pattern: string; files: string[]; css?: string[] }[];
}

interface CompiledRoute {
  test: RegExp;
  tags: string;
}

/** '/listing/:id' → /^\/listing\/[^/]+\/?$/ (React Router's path syntax, parameters only). */
function patternToRegExp(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${parts.join('/')}/?$`);
}

/**
 * The <link rel="modulepreload"> (and stylesheet) tags of a client route: the JavaScript its lazy page needs, so
 * that the browser fetches it beside the entry script instead of after it (see the build plugin).
 * Reads route-preloads.json of the build's server-only files (dist-server/) once; a build without
 * it (or an older one) preloads nothing.
 */
export function routePreloader(serverFilesDir: string): (pathname: string) => string {
  let routes: CompiledRoute[] | null = null;
  const load = (): CompiledRoute[] => {
    const file = path.join(serverFilesDir, 'route-preloads.json');
    if (!fs.existsSync(file)) return [];
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloadsFile;
    return parsed.routes.map(({ pattern, files, css = [] }) => ({
      test: patternToRegExp(pattern),
      // The route's stylesheets too: a server-rendered page is styled before its scripts run.
      tags: [
        ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join(''),
    }));
  };
  return (pathname) => {
    routes ??= load();
    return routes.find((route) => route.test.test(pathname))?.tags ?? '';
  };
}
