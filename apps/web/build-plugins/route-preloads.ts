import path from 'node:path';
import type { Plugin } from 'vite';

/** A client route and the source files its `lazy()` imports before the route can render. */
export interface PreloadedRoute {
  /** The route's path as React Router writes it: '/', '/search', '/listing/:id'. */
  pattern: string;
  /** Source files relative to the web app's root, as in app/router/routes.tsx. */
  sources: string[];
}

/** The file the build writes and the server reads (apps/api/src/http/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; moduleIds: string[]; isEntry: boolean };

/**
 * Writes route-preloads.json: for each route, the JavaScript files its lazy route chunk needs,
 * with their static imports, minus what index.html already loads. The server lists them as
 * <link rel="modulepreload"> in the page it answers for that route, so the browser fetches them
 * beside the entry instead of after it has run (one network round trip less before the first
 * paint on a slow phone).
 */
export function routePreloads(routes: readonly PreloadedRoute[]): Plugin {
  let root = '';
  return {
    name: 'rentals:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (c): c is Chunk & (typeof bundle)[string] => c.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: Iterable<string>) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const file of start) visit(file);
        return seen;
      };
      const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const preloads = routes.map(({ pattern, sources }) => {
        const starts = sources.map((source) => {
          const id = path.resolve(root, source);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`route ${pattern}: no chunk holds ${source}`);
          return chunk.fileName;
        });
        return { pattern, files: [...closure(starts)].filter((file) => !initial.has(file)).sort() };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes: preloads }, null, 2)}\n`,
      });
    },
  };
}
