import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3100;

// Workers load this file too: they inherit the runner's directory instead of making their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rentals-e2e-'));

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  outputDir: './test-results/artifacts',
  // Tests create their own users or only read the demo accounts, so they can run side by side.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: path.join(here, 'test-results/results.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1280, height: 900 },
    locale: 'en-CA',
    trace: 'retain-on-failure',
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
  webServer: {
    // Builds what is stale, migrates and seeds the demo accounts into a fresh data directory.
    command: 'node scripts/start.mjs',
    cwd: path.resolve(here, '..'),
    url: `http://localhost:${PORT}/`,
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
