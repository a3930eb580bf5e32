import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { clientBuildOnly } from './client-build.ts';

/** A client route and the source files its `lazy()` imports before the route can render. */
export interface PreloadedRoute {
  /** The route's path as React Router writes it: '/', '/search', '/listing/:id'. */
  pattern: string;
  /** Source files relative to the web app's root, as in app/router/routes.tsx. */
  sources: string[];
}

/** What route-preloads.json holds for a route: paths in dist/, without a leading slash. */
export interface RoutePreload {
  pattern: string;
  /** The scripts, for <link rel="modulepreload">. */
  files: string[];
  /** The stylesheets those scripts import, for <link rel="stylesheet">. */
  css: string[];
}

/** The file the build writes and the server reads (apps/api/src/http/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The chunks a set of chunks loads: themselves and their static imports, transitively. */
function staticClosure(starts: Iterable<Rolldown.OutputChunk>, byFile: Map<string, Rolldown.OutputChunk>) {
  const found = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  for (const chunk of starts) visit(chunk);
  return found;
}

/**
 * Writes route-preloads.json: for each route, the scripts its lazy route chunks need (with their
 * static imports) and the stylesheets those import, minus what index.html already loads. The
 * server puts them in the page it renders for that route, so the browser fetches them beside the
 * entry instead of after it has run, and hydration finds the route's code and styles ready.
 */
export function routePreloads(routes: readonly PreloadedRoute[]): Plugin {
  let root = '';
  return {
    name: 'rentals:route-preloads',
    apply: clientBuildOnly,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const initial = staticClosure(
        chunks.filter((c) => c.isEntry),
        byFile,
      );
      const preloads: RoutePreload[] = routes.map(({ pattern, sources }) => {
        const starts = sources.map((source) => {
          const id = path.resolve(root, source);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`route ${pattern}: no chunk holds ${source}`);
          return chunk;
        });
        const own = [...staticClosure(starts, byFile)].filter((c) => !initial.has(c));
        return {
          pattern,
          files: own.map((c) => c.fileName).sort(),
          css: [...new Set(own.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].sort(),
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes: preloads }, null, 2)}\n`,
      });
    },
  };
}
