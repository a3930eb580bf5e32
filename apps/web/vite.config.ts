/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './build-plugins/graphql-documents.ts';
import { landingChunkNames, type LandingPage } from './build-plugins/landing-chunks.ts';
import { precompress } from './build-plugins/precompress.ts';
import { routePreloads, type PreloadedRoute } from './build-plugins/route-preloads.ts';
import { serverFiles } from './build-plugins/server-files.ts';
import { zodMiniCopy } from './build-plugins/zod-mini-copy.ts';

// In development the API runs on its own port; in production it serves this build itself.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

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

/** The chunks of the landing routes' pages (their file names start with the page's name). */
const LANDING_PAGE_CHUNK = new RegExp(
  `(^|/)(${LANDING_ROUTES.flatMap((r) => r.sources.map((s) => path.basename(s, '.tsx'))).join('|')})-[\\w-]+\\.js$`,
);
/** The chunks every page loads first (see codeSplitting.groups and the entry). */
const FIRST_LOAD_CHUNK = /(^|\/)(react|mui|app|rolldown-runtime|index)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [
    // Each chunk carries only the GraphQL documents its code uses (about 10 KB gzip off / and /search).
    graphqlDocuments(),
    // /search's zod/mini without classic zod's code (8 KB gzip off /search, 15 KB with the landing chunks).
    zodMiniCopy(),
    react(),
    // The browser build's own steps; a server-side build of the same code skips them.
    // route-preloads.json: the scripts and stylesheets the server links in a landing route's page.
    routePreloads(LANDING_ROUTES),
    // Brotli and gzip copies the server sends as they are, instead of compressing per request.
    precompress(),
    // Last: moves the source maps, the manifest and route-preloads.json out of dist/ to dist-server/.
    serverFiles(),
  ],
  resolve: {
    alias: command === 'build' ? ROUTER_PRODUCTION : [],
  },
  // The unit tests: on both cores, where Vitest would keep one free (loading modules is most of their time).
  test: { maxWorkers: '100%' },
  server: {
    proxy: {
      '/graphql': {
        target: API_ORIGIN,
        ws: true,
        changeOrigin: true,
        // The API opens WebSockets only for its own site's pages (PUBLIC_URL): this page is one.
        configure: (proxy) => proxy.on('proxyReqWs', (proxyReq) => proxyReq.setHeader('origin', API_ORIGIN)),
      },
      '/files': { target: API_ORIGIN, changeOrigin: true },
      '/exports': { target: API_ORIGIN, changeOrigin: true },
      '/auth/oidc': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // For the tools (scripts/check-bundle-size.mjs finds modules in chunks with them), never served.
    sourcemap: 'hidden',
    // scripts/check-bundle-size.mjs and bench/web.mjs read each route's chunk graph from it.
    manifest: true,
    modulePreload: {
      /*
       * Each lazy import carries the list of chunks to preload with it, and those of the first
       * chunk's ~120 route imports were a sixth of it (9.6 KB gzip). The landing pages keep
       * theirs (people arrive there, and wait for every round trip); other pages load their
       * chunk, then its imports, which the browser fetches in parallel as it reads them. The
       * first load's own chunks are never listed: they are in the page before any lazy import.
       */
      resolveDependencies: (file, deps, { hostId }) =>
        FIRST_LOAD_CHUNK.test(hostId) && !LANDING_PAGE_CHUNK.test(file)
          ? []
          : deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            /*
             * The libraries of the first load in chunks of their own, which stay cached across
             * releases of the app (size: within 0.5 KB of leaving them to the bundler). Only what the
             * entry itself needs ($initial): a part only lazy pages use is split with those pages.
             */
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
              tags: ['$initial'],
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 20, tags: ['$initial'] },
            // The app's own first-load code in one chunk, not one per module a lazy page shares (5.6 KB gzip, 23 files).
            { name: 'app', test: /[\\/]src[\\/]/, priority: 10, tags: ['$initial'] },
            // The landing pages' code in a chunk each and one they share: 4 to 5 KB gzip and 22 to 27 files fewer.
            { name: LANDING_CHUNKS.shared, priority: 6 },
            // Without this the group would pull in the shared modules its modules import.
            { name: LANDING_CHUNKS.own, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
