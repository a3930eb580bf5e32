import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** Test files that replace a module with vi.mock: they need a module graph of their own. */
const ISOLATED = 'src/**/*.isolated.test.ts';
/**
 * Long fault and fuzz runs: `npm run test:stress` (API_TESTS_STRESS), never in `npm test`, whose
 * time they would double.
 */
const STRESS = 'src/**/*.stress.test.ts';
/**
 * Tests that decide nothing a database server could change run once, on PGlite, and are left out
 * of the second run on a PostgreSQL server (API_TESTS_SERVER_RUN, set by scripts/test.mjs), where
 * every module's own tests run again: the role × operation table (roles, module permissions and
 * policies, above the data layer; two thirds of the suite's time), and the `*.embedded.test.ts`
 * files, which test the embedded database's own files (backup and restore, its lock).
 */
const SERVER_RUN_EXCLUDES = process.env.API_TESTS_SERVER_RUN
  ? ['src/test/authorization/**', 'src/**/*.embedded.test.ts']
  : [];

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS entry for the packages that import it (Pothos, Yoga); the
    // source under test must share that one instance, not Vite's choice of the .mjs entry.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    setupFiles: ['src/test/no-outbound.ts'],
    globalSetup: ['src/test/template-database.global.ts'],
    pool: 'forks',
    // Each file has its own database, so files run in parallel on every core. Vitest keeps one core
    // free by default, which on two cores means one file at a time: PGlite runs in the worker itself
    // and the PostgreSQL server in its own processes, so two workers there take 160 s, not 200 s.
    fileParallelism: true,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [ISOLATED, STRESS, ...SERVER_RUN_EXCLUDES],
          // A worker keeps the API's modules (and PGlite's compiled WebAssembly) from one file to
          // the next instead of loading them again for each: about 4 s a file, two thirds of the
          // suite's time. Each file still has its own database and API instance.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-isolated', include: [ISOLATED], isolate: true } },
      ...(process.env.API_TESTS_STRESS
        ? [{ extends: true as const, test: { name: 'api-stress', include: [STRESS], testTimeout: 600_000 } }]
        : []),
    ],
  },
});
