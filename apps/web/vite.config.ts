import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { print, type DocumentNode } from 'graphql';
import MagicString from 'magic-string';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { landingChunkNames, type LandingPage } from './build-plugins/landing-chunks.ts';
import { precompress } from './build-plugins/precompress.ts';
import { routePreloads, type PreloadedRoute } from './build-plugins/route-preloads.ts';
import { serverFiles } from './build-plugins/server-files.ts';
import { zodMiniCopy } from './build-plugins/zod-mini-copy.ts';

// In development the API runs on its own port; in production it serves this build itself.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

const GQL_DIR = fileURLToPath(new URL('./src/gql', import.meta.url));
const DOCUMENT_MODULE = 'virtual:rentals-document/';

/** The generated documents: source text in a `graphql()` call → export name → its JSON AST. */
function readDocuments(): { names: Map<string, string>; asts: Map<string, string> } {
  const gql = fs.readFileSync(path.join(GQL_DIR, 'gql.ts'), 'utf8');
  const names = new Map<string, string>();
  for (const [, source, name] of gql
    .slice(gql.indexOf('const documents'))
    .matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
    names.set(JSON.parse(source!) as string, name!);
  }
  const graphqlTs = fs.readFileSync(path.join(GQL_DIR, 'graphql.ts'), 'utf8');
  const asts = new Map<string, string>();
  for (const [, name, ast] of graphqlTs.matchAll(
    /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    asts.set(name!, ast!);
  }
  return { names, asts };
}

/**
 * In the build, replaces each `graphql(`…`)` of the codegen client preset with the generated
 * document it stands for, each in a module of its own. Otherwise every page shares the preset's
 * map of all the app's operations (or graphql.ts, one module holding them all), and that lands in
 * the first page's JavaScript; this way a chunk carries only the documents its code uses.
 */
function graphqlDocuments(): Plugin {
  let documents = readDocuments();
  return {
    name: 'rentals:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments();
    },
    resolveId: {
      filter: { id: new RegExp(`^${DOCUMENT_MODULE}`) },
      handler: (id) => '\0' + id,
    },
    load: {
      filter: { id: new RegExp(`^\0${DOCUMENT_MODULE}`) },
      handler(id) {
        const ast = documents.asts.get(id.slice(DOCUMENT_MODULE.length + 1));
        if (!ast) return null;
        // The printed text rides along where graphql-js's parser keeps it, so that the public
        // pages' small client (src/lib/graphql) sends it without graphql-js's printer.
        const body = print(JSON.parse(ast) as DocumentNode);
        const loc = { start: 0, end: body.length, source: { body, name: 'GraphQL request' } };
        return `export default ${JSON.stringify({ ...(JSON.parse(ast) as object), loc })};`;
      },
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: /\bgraphql\(\s*`/ },
      handler(code, id) {
        if (id.startsWith(GQL_DIR)) return null;
        const imported = code.match(/import\s*\{\s*graphql\s*\}\s*from\s*'([^']+)';?/);
        const target = imported && path.resolve(path.dirname(id), imported[1]!);
        if (!imported || (target !== GQL_DIR && target !== path.join(GQL_DIR, 'index'))) return null;
        const s = new MagicString(code);
        const imports = new Set<string>();
        for (const call of code.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
          const name = documents.names.get(call[1]!);
          if (!name || !documents.asts.has(name)) {
            this.error(`a graphql() document of ${id} is not in src/gql: run \`npm run codegen\``);
          }
          imports.add(`import __${name} from '${DOCUMENT_MODULE}${name}';`);
          s.overwrite(call.index, call.index + call[0].length, `__${name}`);
        }
        // The import of graphql() goes, unless the file still uses it some other way.
        const stillUsed = /(?<![\w$./@'"-])graphql(?![\w$'"/-])/.test(s.toString().replace(imported[0], ''));
        const replacement = [...imports, ...(stillUsed ? [imported[0]] : [])].join(' ');
        s.overwrite(imported.index!, imported.index! + imported[0].length, replacement);
        return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
      },
    },
  };
}

/** The public landing routes whose chunks the server preloads with their page (spec/01 §2). */
const LANDING_ROUTES: PreloadedRoute[] = [
  { pattern: '/', sources: ['src/app/pages/home/HomePage.tsx'] },
  { pattern: '/search', sources: ['src/features/search/components/SearchPage.tsx'] },
  {
    pattern: '/listing/:id',
    sources: [
      'src/features/listings/page/components/ListingPage.tsx',
      'src/features/search/components/ListingCard.tsx',
      'src/features/search/components/map/LazyListingsMap.tsx',
      'src/features/tenants/components/RoommatesSection.tsx',
    ],
  },
  { pattern: '/unit/:id', sources: ['src/features/listings/landlord/components/UnitPage.tsx'] },
  { pattern: '/tenant/:id', sources: ['src/features/tenants/components/TenantPage.tsx'] },
];

/** The pages people arrive at from outside, whose code goes in few chunks (build-plugins/landing-chunks.ts). */
const LANDING_PAGES: LandingPage[] = [
  { chunk: 'home', page: 'src/app/pages/home/HomePage.tsx' },
  { chunk: 'search', page: 'src/features/search/components/SearchPage.tsx' },
  { chunk: 'listing', page: 'src/features/listings/page/components/ListingPage.tsx' },
];
const LANDING_CHUNKS = landingChunkNames(fileURLToPath(new URL('.', import.meta.url)), LANDING_PAGES);

/*
 * React Router's package exports name only its development build (remix-run/react-router#14102,
 * #12532): its dev warnings and checks would ship. The build takes the production files beside it.
 */
const ROUTER_DIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(ROUTER_DIST, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    graphqlDocuments(),
    zodMiniCopy(),
    react(),
    routePreloads(LANDING_ROUTES),
    precompress(),
    serverFiles(),
  ],
  resolve: {
    // Packages' ES2015+ builds where they have one (rxjs): smaller than their ES5 default.
    conditions: [...defaultClientConditions, 'es2015'],
    alias: command === 'build' ? ROUTER_PRODUCTION : [],
  },
  server: {
    proxy: {
      '/graphql': { target: API_ORIGIN, ws: true, changeOrigin: true },
      '/files': { target: API_ORIGIN, changeOrigin: true },
      '/exports': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written for the tools (scripts/check-bundle-size.mjs finds modules in chunks with them), never
    // named in the scripts nor served: serverFiles() moves them to dist-server/ with the manifest.
    sourcemap: 'hidden',
    // dist-server/.vite/manifest.json: scripts/check-bundle-size.mjs reads each route's chunk graph from it.
    manifest: true,
    rolldownOptions: {
      output: {
        /*
         * Libraries change less often than the app: their own chunks stay cached across releases.
         * Only what the entry itself needs ($initial) goes into them; a library part that only lazy
         * pages use is split with those pages, so it stays off the first page's JavaScript.
         */
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
              tags: ['$initial'],
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 20, tags: ['$initial'] },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs)[\\/]/,
              priority: 20,
              tags: ['$initial'],
            },
            // The app's own part of the first load in one chunk, not one per module shared with a lazy page.
            { name: 'app', test: /[\\/]src[\\/]/, priority: 10, tags: ['$initial'] },
            { name: LANDING_CHUNKS.shared, priority: 6 },
            // Without this the group would pull in the shared modules its modules import.
            { name: LANDING_CHUNKS.own, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
