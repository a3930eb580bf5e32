#!/usr/bin/env node
/**
 * `npm run bench:search`: public search under load, against its floor.
 *
 * 1. Fills a fresh database with `--listings N` (or BENCH_LISTINGS; 100,000) generated listings (search-data.mjs):
 *    PGlite in a temporary DATA_DIR, or with DATABASE_URL a new database `bench_search` on that
 *    server (dropped first, and again at the end unless BENCH_KEEP=1).
 * 2. Starts the built server (apps/api/dist/server.js, rebuilt when older than its sources) on it
 *    and drives the request /search sends (searchListings with the listing-card fields and
 *    searchListingsCount) for each scenario of SCENARIOS (a city with a price range and bedrooms,
 *    by newest and by price; with a pets filter; in a map box), page 1 and page 50, with
 *    autocannon at 10 and 32 connections, BENCH_DURATION (10) seconds each after a warm-up.
 * 3. Stops it (PGlite allows one process at a time) and drives the floor (search-floor.mjs), a bare
 *    node:http server running the same SQL statements through the same client, the same way.
 *
 * Every answer is compared with the first one (autocannon expectBody): errors, timeouts (30 s), other
 * statuses and different answers are counted in the table, not timed. The machine's load average
 * is printed too: figures from a busy machine are not comparable with a quiet one's.
 * Prints a table and a last line `bench:search ratio=<search rps / floor rps> p99=<search p99 ms at
 * 10 connections> db=<pglite|postgres>`: the ratio is over every run's mean requests/s, the p99
 * the worst page at 10 connections.
 */
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDatabase } from './bench-database.mjs';
import { loadApiModules, loadSearchData } from './search-data.mjs';
import { listingsOption } from './search-options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const server = path.join(root, 'apps/api/dist/server.js');
const COUNT = listingsOption();
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SEED = process.env.BENCH_SEED ?? 'bench-search';
const KEEP = process.env.BENCH_KEEP === '1';
const DB_NAME = 'bench_search';
/** A renter's search: a two-bedroom in Toronto between $1,800 and $3,000. */
const RENTER = { city: 'Toronto', price_gte: 1800, price_lte: 3000, bedrooms: ['TWO_BEDROOMS'] };
/** The common searches of /search: filters and order (NEWEST when none). */
const SCENARIOS = [
  { name: 'newest', where: RENTER },
  { name: 'price', where: RENTER, orderBy: 'PRICE_ASC' },
  { name: 'pets', where: { city: 'Toronto', price_lte: 3000, pets: ['cat'] } },
  // Downtown Toronto's map box, as the results map sends it.
  { name: 'map box', where: { bounds: { south: 43.6, north: 43.75, west: -79.5, east: -79.3 } } },
];
const PAGE_SIZE = 10;
const PAGES = SCENARIOS.flatMap((scenario) =>
  [1, 50].map((n) => ({
    name: `${scenario.name} p${n}`,
    scenario,
    skip: (n - 1) * PAGE_SIZE,
    path: `/${SCENARIOS.indexOf(scenario)}/${(n - 1) * PAGE_SIZE}`,
  })),
);
const CONNECTIONS = [10, 32];
/** A request slower than this counts as failed (autocannon's default of 10 s is short for PGlite at 32 connections). */
const REQUEST_TIMEOUT_S = 30;
const log = (...args) => console.log(...args);

/** The query of /search (features/search/api): SearchListings with the ListingCardFields fragment. */
const SEARCH_QUERY = `query SearchListings($where: ListingSearchInput, $orderBy: ListingSearchOrder, $first: Int, $skip: Int, $userId: ID) {
  searchListings(where: $where, orderBy: $orderBy, first: $first, skip: $skip, userId: $userId) { ...ListingCardFields }
  searchListingsCount(where: $where)
}
fragment ListingCardFields on Listing {
  id title isPremium propertyType
  location { id address lat lng }
  pictures { id cardUrl order }
  units { id available bedrooms bathrooms unitSize monthlyPrice contactForPricing pictures { id cardUrl order } }
}`;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIfStale() {
  const built = fs.statSync(server, { throwIfNoEntry: false });
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/api/src')),
    newestMtime(path.join(root, 'packages/domain/src')),
  );
  if (built && built.mtimeMs >= sources) return;
  log('Building the API...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, body, deadlineMs) {
  const deadline = performance.now() + deadlineMs;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (response.ok) return await response.text();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * Runs every page at every connection count; each answer must equal `expected(page)`. After each
 * run, one more request waits behind whatever autocannon left in flight, so runs do not overlap.
 */
async function drive(label, request, expected) {
  const results = [];
  const run = async (page, connections, duration) => {
    const r = await autocannon({
      ...request(page),
      connections,
      duration,
      timeout: REQUEST_TIMEOUT_S,
      expectBody: expected(page),
    });
    const { url, ...init } = request(page);
    await (await fetch(url, init)).text();
    return r;
  };
  for (const page of PAGES) {
    await run(page, 10, 3);
    for (const connections of CONNECTIONS) {
      const r = await run(page, connections, DURATION);
      // A failed request (error, timeout, non-2xx or a different answer) is counted and shown, not timed.
      const failed = r.errors + r.non2xx + (r.mismatches ?? 0);
      results.push({
        label,
        page: page.name,
        connections,
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.average,
        failed,
      });
      log(
        `  ${label} ${page.name} x${connections}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.average} req/s${failed ? `, ${failed} failed` : ''}`,
      );
    }
  }
  return results;
}

/** Loads the data, then captures the statements the server runs for each page, with their parameters, for the floor. */
async function prepare(m, db) {
  log(`Loading ${COUNT.toLocaleString('en-CA')} listings into ${db.kind}...`);
  const database = await m.openDatabase(db.target);
  try {
    const loaded = await loadSearchData(m, database, { count: COUNT, seed: SEED, now: new Date(), log });
    const scenarios = {};
    const totals = {};
    for (const page of PAGES) {
      const filters = m.searchFiltersSchema.parse(page.scenario.where);
      const options = { first: PAGE_SIZE, skip: page.skip, order: page.scenario.orderBy };
      const found = await m.searchPage(database.db, m.searchWhere(filters), options);
      if (found.listings.length !== PAGE_SIZE) {
        throw new Error(`${page.name} has ${found.listings.length} listings: too few matches`);
      }
      scenarios[page.path] = await m.searchPageStatements(database.db, m.searchWhere(filters), options);
      totals[page.name] = await m.countSearch(database.db, m.searchWhere(filters));
    }
    log(`Loaded ${COUNT} listings, ${loaded.units} units, ${loaded.pictures} pictures.`);
    for (const scenario of SCENARIOS)
      log(`  ${scenario.name}: ${totals[`${scenario.name} p1`]} match (counted up to the bound)`);
    return { scenarios, totals };
  } finally {
    await database.checkpoint();
    await database.close();
  }
}

/** The built server on the database: the real search request, checked, then driven. */
async function benchServer(db, totals) {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      ...db.env,
      PORT: String(port),
      NODE_ENV: 'production',
      // No processor in a benchmark: the built-in sandbox takes payments.
      PAYMENTS_SANDBOX_IN_PRODUCTION: '1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}/graphql`;
  const bodyOf = (page) =>
    JSON.stringify({
      operationName: 'SearchListings',
      query: SEARCH_QUERY,
      variables: {
        where: page.scenario.where,
        orderBy: page.scenario.orderBy,
        first: PAGE_SIZE,
        skip: page.skip,
      },
    });
  try {
    const answers = {};
    for (const page of PAGES) {
      answers[page.name] = await waitFor(url, bodyOf(page), 60_000);
      const { data, errors } = JSON.parse(answers[page.name]);
      if (
        errors ||
        data.searchListings.length !== PAGE_SIZE ||
        data.searchListingsCount !== totals[page.name]
      )
        throw new Error(`unexpected search answer: ${answers[page.name].slice(0, 300)}`);
    }
    log('Search (GraphQL server):');
    const request = (page) => ({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodyOf(page),
    });
    return await drive('search', request, (page) => answers[page.name]);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The floor (search-floor.mjs) on the same database, once the server has let go of it. */
async function benchFloor(db, scenarios) {
  const port = await freePort();
  const configFile = path.join(os.tmpdir(), `rentals-bench-floor-${process.pid}.json`);
  fs.writeFileSync(configFile, JSON.stringify({ target: db.target, port, scenarios }));
  const floor = fork(path.join(here, 'search-floor.mjs'), [], {
    env: { ...process.env, FLOOR_CONFIG: configFile },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => floor.on('exit', resolve));
  try {
    await new Promise((resolve, reject) => {
      floor.once('message', resolve);
      floor.once('exit', () => reject(new Error('the floor server stopped')));
    });
    const url = (page) => `http://127.0.0.1:${port}${page.path}`;
    const answers = {};
    for (const page of PAGES) answers[page.name] = await (await fetch(url(page), { method: 'POST' })).text();
    log('Floor (node:http + the same SQL):');
    return await drive(
      'floor',
      (page) => ({ url: url(page), method: 'POST' }),
      (page) => answers[page.name],
    );
  } finally {
    floor.kill('SIGTERM');
    await exited;
    fs.rmSync(configFile, { force: true });
  }
}

buildIfStale();
const m = await loadApiModules();
const db = await benchDatabase(DB_NAME, { keep: KEEP, log });
const results = [];
let totals;
try {
  const prepared = await prepare(m, db);
  totals = prepared.totals;
  results.push(...(await benchServer(db, totals)));
  results.push(...(await benchFloor(db, prepared.scenarios)));
} finally {
  await db.cleanup();
}

const find = (label, page, connections) =>
  results.find((r) => r.label === label && r.page === page && r.connections === connections);
log(
  `\nPublic search on ${COUNT.toLocaleString('en-CA')} listings (${db.kind}); matches (counted up to the bound): ${SCENARIOS.map((s) => `${s.name} ${totals[`${s.name} p1`]}`).join(', ')}`,
);
log(
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)\n`,
);
log(
  '| scenario | connections | search p50 ms | search p99 ms | search req/s | search failed | floor p50 ms | floor p99 ms | floor req/s | floor failed | ratio |',
);
log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const page of PAGES)
  for (const connections of CONNECTIONS) {
    const s = find('search', page.name, connections);
    const f = find('floor', page.name, connections);
    log(
      `| ${page.name} | ${connections} | ${s.p50} | ${s.p99} | ${s.rps.toFixed(0)} | ${s.failed} | ${f.p50} | ${f.p99} | ${f.rps.toFixed(0)} | ${f.failed} | ${(s.rps / f.rps).toFixed(2)} |`,
    );
  }
const mean = (label) =>
  results.filter((r) => r.label === label).reduce((sum, r) => sum + r.rps, 0) /
  (PAGES.length * CONNECTIONS.length);
const ratio = mean('search') / mean('floor');
const p99 = Math.max(...PAGES.map((page) => find('search', page.name, 10).p99));
const depths = SCENARIOS.map(
  (s) => find('search', `${s.name} p50`, 10).p50 / find('search', `${s.name} p1`, 10).p50,
);
log(
  `\npage 50 / page 1 (p50 at 10 connections): ${SCENARIOS.map((s, i) => `${s.name} ${depths[i].toFixed(2)}`).join(', ')}`,
);
log(`bench:search ratio=${ratio.toFixed(2)} p99=${p99} db=${db.kind}`);
