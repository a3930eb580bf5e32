#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse 12 (mobile: simulated slow 4G and a 4x slower CPU) on the built
 * app, for /, /search and a /listing/{id}, served by the real server on a fresh DATA_DIR (the
 * first start seeds the demo listings). Prints each page's performance score (median of
 * BENCH_RUNS runs, default 3), its LCP, TBT, CLS and FCP, and its initial JavaScript as
 * scripts/check-bundle-size.mjs counts it; the last line is
 * `bench:web search=<score> listing=<score> home=<score>`.
 *
 * Nothing reaches the internet: the browser resolves no host but this machine, and the map tiles
 * point at a closed local port (MAP_TILE_URL), so maps show their markers without tiles, as
 * offline. The browser is CHROME_PATH, else /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureRoutes } from '../scripts/check-bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
/** The web build's server-only files (apps/web/build-plugins/server-files.ts), its manifest among them. */
const webServerFiles = path.join(root, 'apps/web/dist-server');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET_SCORE = 90;
// Port 9 (discard) is closed here: tile requests fail at once, as they do offline.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
const ADMIN = { email: 'admin@example.ca', password: 'Rentals!2026' };

/** The pages, with the source files their lazy route loads before its first render. */
const PAGES = [
  { key: 'home', path: '/', sources: ['src/app/pages/home/HomePage.tsx'] },
  { key: 'search', path: '/search', sources: ['src/features/search/components/SearchPage.tsx'] },
  {
    key: 'listing',
    path: '/listing/{id}',
    sources: [
      'src/features/listings/page/components/ListingPage.tsx',
      'src/features/search/components/ListingCard.tsx',
      'src/features/search/components/map/LazyListingsMap.tsx',
      'src/features/tenants/components/RoommatesSection.tsx',
    ],
  },
];

function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules') walk(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

/** Builds the web app and the API when a build is missing or older than its sources. */
function buildIfStale() {
  const built = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const webStale =
    built(path.join(webServerFiles, '.vite/manifest.json')) <
    newestMtime(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src']);
  const apiStale = built(server) < newestMtime(['apps/api/src', 'apps/api/build.mjs', 'packages/domain/src']);
  if (!webStale && !apiStale) return;
  console.log('Building...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function graphql(origin, query, variables, token) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`${query.trim().split('\n')[0]}: ${body.errors[0].message}`);
  return body.data;
}

async function startServer(dataDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      MAP_TILE_URL: UNREACHABLE_TILES,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      await graphql(origin, '{ cities(first: 1) { id } }');
      return { origin, stop: () => (child.kill('SIGTERM'), exited) };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 180 s');
}

/** A public listing's id: a seeded demo listing, else one created as the demo admin (auto-approved). */
async function listingId(origin) {
  const { trendingListings } = await graphql(origin, '{ trendingListings(first: 1) { id } }');
  if (trendingListings.length > 0) return trendingListings[0].id;
  const { login } = await graphql(
    origin,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    ADMIN,
  );
  const { cities } = await graphql(origin, '{ cities(search: "Toronto", first: 1) { id } }');
  const { createListing } = await graphql(
    origin,
    'mutation($data: CreateListingInput!) { createListing(data: $data) { id } }',
    {
      data: {
        title: 'Bright one-bedroom near Queen West',
        propertyType: 'APARTMENT',
        location: {
          address: '100 Queen Street West, Toronto, ON',
          cityId: cities[0].id,
          lat: 43.6532,
          lng: -79.3832,
        },
        unit: {
          title: 'Unit 1',
          bedrooms: 'ONE_BEDROOM',
          bathrooms: 1,
          unitSize: 650,
          monthlyPrice: 2100,
          deposit: 2100,
          parking: 'NONE',
          storage: 'NOT_AVAILABLE',
          maintenance: true,
          smokeAlarm: true,
        },
      },
    },
    login.token,
  );
  console.log(`No demo listing yet: created ${createListing.id} as ${ADMIN.email}.`);
  return createListing.id;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  // Every host but this machine fails to resolve: no request can leave it.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/** Runs of a page that Lighthouse may repeat when it fails to record one (NO_NAVSTART, seen here). */
const ATTEMPTS = 3;

/** One Lighthouse run (its default: mobile, simulated throttling), performance only. */
async function audit(url, port, attempt = 1) {
  const { lhr } = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
  if (lhr.runtimeError && attempt < ATTEMPTS) {
    console.warn(`${url}: ${lhr.runtimeError.code}, run again`);
    return audit(url, port, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // BENCH_WEB_REPORTS=<dir>: keeps each page's last report (JSON) to read its diagnostics.
  if (process.env.BENCH_WEB_REPORTS) {
    fs.mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
    fs.writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, `${name}.json`), JSON.stringify(lhr));
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    warnings: lhr.runWarnings,
  };
}

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

buildIfStale();
const initialJs = new Map(
  measureRoutes({ routes: PAGES.map(({ key, sources }) => ({ route: key, sources })) }).map((r) => [
    r.route,
    r.gzip === undefined ? r.reason : kb(r.gzip),
  ]),
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-web-'));
const app = await startServer(dataDir);
let chrome;
try {
  const id = await listingId(app.origin);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results = [];
  for (const page of PAGES) {
    const url = app.origin + page.path.replace('{id}', id);
    // Warm the server (first reads of the database and the files) before measuring.
    await fetch(url).then((r) => r.text());
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
    results.push({ page, url, runs, best: median(runs) });
    for (const warning of new Set(runs.flatMap((r) => r.warnings))) console.warn(`${page.path}: ${warning}`);
  }

  console.log(`\nLighthouse 12, mobile, performance (median of ${RUNS} runs; target ${TARGET_SCORE})\n`);
  console.log('| page | score | runs | LCP | TBT | CLS | FCP | initial JS (gzip) |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { page, runs, best } of results) {
    console.log(
      `| ${page.path} | ${best.score} | ${runs.map((r) => r.score).join(', ')} | ${seconds(best.lcp)} | ` +
        `${Math.round(best.tbt)} ms | ${best.cls.toFixed(3)} | ${seconds(best.fcp)} | ${initialJs.get(page.key)} |`,
    );
  }
  const score = (key) => results.find((r) => r.page.key === key).best.score;
  console.log(`\nbench:web search=${score('search')} listing=${score('listing')} home=${score('home')}`);
} finally {
  await chrome?.kill();
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
