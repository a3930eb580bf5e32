import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets two runs share a machine (each with its own server).
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The local stand-ins for the vision provider, the map tiles and the mailbox (fake-services.mjs). */
const FAKE_VISION_PORT = PORT + 99;
/** The local OpenID provider of the hosted login (fake-oidc.mjs). */
const FAKE_OIDC_PORT = PORT + 97;
/** The mail server of the same stand-ins: the server under test sends every e-mail there. */
const FAKE_SMTP_PORT = PORT + 98;
/** Each run's results apart, so that runs on other ports do not overwrite them. */
const RESULTS = path.join(here, process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results');

// Workers load this file too: they inherit the runner's directory instead of making their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rentals-e2e-'));
// Where the fixtures read the mailbox (fixtures/mailbox.ts).
process.env.E2E_FAKE_SERVICES_URL = `http://127.0.0.1:${FAKE_VISION_PORT}`;

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  outputDir: path.join(RESULTS, 'artifacts'),
  // Tests create their own users or only read the demo accounts, so they can run side by side.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Waits, not performance targets: a first page's chunk can take several seconds on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: path.join(RESULTS, 'results.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 900 },
    locale: 'en-CA',
    // A trace records every action's page snapshot: a third of a run's time on two cores. Ask for it
    // when a failure needs one (E2E_TRACE=1); screenshots of failures are always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'node fake-services.mjs',
      cwd: here,
      url: `http://127.0.0.1:${FAKE_VISION_PORT}/`,
      env: { FAKE_VISION_PORT: String(FAKE_VISION_PORT), FAKE_SMTP_PORT: String(FAKE_SMTP_PORT) },
      reuseExistingServer: false,
    },
    {
      command: 'node fake-oidc.mjs',
      cwd: here,
      url: `http://127.0.0.1:${FAKE_OIDC_PORT}/`,
      env: { FAKE_OIDC_PORT: String(FAKE_OIDC_PORT), FAKE_OIDC_APP_URL: `http://localhost:${PORT}` },
      reuseExistingServer: false,
    },
    {
      // Builds what is stale, migrates and seeds the demo accounts into a fresh data directory.
      command: 'node scripts/start.mjs',
      cwd: path.resolve(here, '..'),
      url: `http://localhost:${PORT}/`,
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        VISION_URL: `http://127.0.0.1:${FAKE_VISION_PORT}/v1`,
        MAP_TILE_URL: `http://127.0.0.1:${FAKE_VISION_PORT}/tiles/{z}/{x}/{y}.png`,
        // E-mails are delivered to the stand-in mailbox, so a test can follow a real e-mail's link.
        SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`,
        // Direct API calls of the fixtures name their own client address (fixtures/graphql.ts).
        TRUSTED_PROXIES: '127.0.0.1,::1',
        // Listing figures are written within half a second, so the owner sees a view straight away.
        LISTING_STATS_FLUSH_MS: '500',
        // Jobs come due at their minute (a scheduled post): looked for every second, not every ten.
        JOB_POLL_INTERVAL_MS: '1000',
        // Curated articles point at public sites the browser tests must not reach.
        LINK_CHECK: 'off',
        // Hosted login beside local accounts, through the local provider (fake-oidc.mjs).
        OIDC_ISSUER: `http://127.0.0.1:${FAKE_OIDC_PORT}`,
        OIDC_CLIENT_ID: 'rentals-e2e',
        OIDC_CLIENT_SECRET: 'e2e-client-secret-0123456789',
        OIDC_PROVIDER_NAME: 'Test ID',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
