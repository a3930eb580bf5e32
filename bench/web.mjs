#!/usr/bin/env node
/**
 * `npm run bench:web [-- --json <file>] [--root <dir>]`: Lighthouse 12 (mobile: simulated slow 4G
 * and a 4x slower CPU) on the built app, for /, /search?city=Toronto and a /listing/{id}, served by
 * the real server on a fresh DATA_DIR (the first start seeds the demo listings). BENCH_RUNS runs
 * per page (default 5); each metric is the median of its runs. Prints a table: performance score,
 * LCP, CLS, TBT, FCP, the initial JavaScript as scripts/check-bundle-size.mjs counts it, and
 * whether the page meets the targets (score >= 90, LCP <= 2.5 s, CLS <= 0.05, TBT <= 200 ms);
 * the last line is `bench:web search=<score> listing=<score> home=<score>`.
 *
 * Nothing reaches the internet: the browser resolves no host but this machine, and the map tiles
 * point at a closed local port (MAP_TILE_URL), so maps show their markers without tiles, as
 * offline. The browser is CHROME_PATH, else /usr/bin/chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale, publicPageIds, startServer } from './bench-server.mjs';
import { benchOptions, describeMachine, describeSource, loadLine, writeReport } from './bench-cli.mjs';
import { figure, formatValue, median } from './bench-figures.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The issue's targets for each page (issue 15, "Figures"). */
const TARGETS = [
  { metric: 'score', label: 'score', pass: (v) => v >= 90, text: '>= 90' },
  { metric: 'lcp', label: 'LCP', pass: (v) => v <= 2500, text: '<= 2.5 s' },
  { metric: 'cls', label: 'CLS', pass: (v) => v <= 0.05, text: '<= 0.05' },
  { metric: 'tbt', label: 'TBT', pass: (v) => v <= 200, text: '<= 200 ms' },
];

/** The pages, with the source files their lazy route loads before its first render. */
const PAGES = [
  { key: 'home', path: '/', sources: ['src/app/pages/home/HomePage.tsx'] },
  {
    key: 'search',
    path: '/search?city=Toronto',
    sources: ['src/features/search/components/SearchPage.tsx'],
  },
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

/** Each metric's median over the runs (not the one median run: a run's LCP and TBT vary apart). */
const medians = (runs) =>
  Object.fromEntries(['score', 'lcp', 'tbt', 'cls', 'fcp'].map((m) => [m, median(runs.map((r) => r[m]))]));

const failedTargets = (m) => TARGETS.filter((t) => !t.pass(m[t.metric])).map((t) => t.label);

/** Initial JavaScript per page, measured by the measured checkout's own budget script. */
async function initialJavaScript(root) {
  const { measureRoutes } = await import(
    pathToFileURL(path.join(root, 'scripts/check-bundle-size.mjs')).href
  );
  const measured = measureRoutes({ routes: PAGES.map(({ key, sources }) => ({ route: key, sources })) });
  return new Map(
    measured.map((r) => [r.route, r.gzip === undefined ? { reason: r.reason } : { gzip: r.gzip }]),
  );
}

function printTable(results) {
  console.log(`\nLighthouse 12, mobile, performance: median of ${RUNS} runs per metric`);
  console.log(`Targets: ${TARGETS.map((t) => `${t.label} ${t.text}`).join(', ')}. ${loadLine()}\n`);
  console.log('| page | score | runs | LCP | CLS | TBT | FCP | initial JS (gzip) | targets |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { page, runs, median: m, initialJs } of results) {
    const failed = failedTargets(m);
    console.log(
      `| ${page.path} | ${formatValue(m.score, 'score')} | ${runs.map((r) => r.score).join(', ')} | ` +
        `${formatValue(m.lcp, 'ms')} | ${formatValue(m.cls, 'cls')} | ${formatValue(m.tbt, 'ms')} | ` +
        `${formatValue(m.fcp, 'ms')} | ${initialJs.reason ?? formatValue(initialJs.gzip, 'bytes')} | ` +
        `${failed.length === 0 ? 'pass' : `FAIL (${failed.join(', ')})`} |`,
    );
  }
}

function figuresOf(results) {
  return results.flatMap(({ page, median: m, initialJs }) => [
    figure(page.path, 'performance score', m.score, 'score', 'higher'),
    figure(page.path, 'LCP', m.lcp, 'ms', 'lower'),
    figure(page.path, 'CLS', m.cls, 'cls', 'lower'),
    figure(page.path, 'TBT', m.tbt, 'ms', 'lower'),
    figure(page.path, 'FCP', m.fcp, 'ms', 'lower'),
    ...(initialJs.gzip === undefined
      ? []
      : [figure(page.path, 'initial JS (gzip)', initialJs.gzip, 'bytes', 'lower')]),
  ]);
}

const { root, jsonFile } = benchOptions();
buildIfStale(root);
const initialJs = await initialJavaScript(root);
const source = describeSource(root);
console.log(`Measuring ${source.root} (${source.commit ?? 'not a git checkout'} ${source.subject ?? ''})`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-web-'));
const app = await startServer(root, dataDir);
let chrome;
try {
  const { listingId } = await publicPageIds(app.origin);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results = [];
  for (const page of PAGES) {
    const url = app.origin + page.path.replace('{id}', listingId);
    // Warm the server (first reads of the database and the files) before measuring.
    await fetch(url).then((r) => r.text());
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
    results.push({ page, url, runs, median: medians(runs), initialJs: initialJs.get(page.key) });
    for (const warning of new Set(runs.flatMap((r) => r.warnings))) console.warn(`${page.path}: ${warning}`);
  }

  printTable(results);
  const score = (key) => results.find((r) => r.page.key === key).median.score;
  console.log(`\nbench:web search=${score('search')} listing=${score('listing')} home=${score('home')}`);
  writeReport(jsonFile, {
    bench: 'web',
    source,
    machine: describeMachine(),
    settings: { runs: RUNS, lighthouse: 'mobile, simulated throttling, performance' },
    figures: figuresOf(results),
    details: results.map(({ page, url, runs, median: m, initialJs: js }) => ({
      page: page.path,
      url,
      median: m,
      targets: { passed: failedTargets(m).length === 0, failed: failedTargets(m) },
      initialJsGzip: js.gzip ?? null,
      runs: runs.map(({ score, lcp, tbt, cls, fcp }) => ({ score, lcp, tbt, cls, fcp })),
    })),
  });
} finally {
  await chrome?.kill();
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
