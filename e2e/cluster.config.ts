import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * The end-to-end smoke run of issue 26 (`npm run test:cluster`): the tests tagged @cluster (sign in,
 * the login limit, search, a listing with its pictures, a live conversation with a picture, a
 * profile photo upload) against two API processes behind the proxy of scripts/cluster.mjs, on
 * PostgreSQL, Redis and a local S3 store, instead of the one process of `npm start`. Everything
 * else (the stand-in services, the app's settings, E2E_PORT) is the main configuration's.
 */

const webServers = [base.webServer ?? []].flat();
const app = webServers.find((server) => server.command === 'node scripts/start.mjs');
if (!app) throw new Error('playwright.config.ts no longer starts the app with scripts/start.mjs');

export default defineConfig({
  ...base,
  grep: /@cluster/,
  webServer: [
    ...webServers.filter((server) => server !== app),
    {
      ...app,
      command: 'node scripts/cluster.mjs',
      // A first start seeds the demo data, then the second process starts.
      timeout: 600_000,
      // Stops the processes and drops the cluster's database, instead of being killed outright.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
    },
  ],
});
