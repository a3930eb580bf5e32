#!/usr/bin/env node
/**
 * `npm run bench:ssr [-- --json <file>] [--root <dir>]`: the server's side of the public pages, on
 * the built app served by the real server on a fresh DATA_DIR with the demo data.
 *
 * 1. Render time: BENCH_REQUESTS (200) sequential GETs of each public page (/, /search?city=Toronto,
 *    /listing/{id}, /unit/{id}, and /tenant/{id} when the demo data has a renter sharing their
 *    profile), as a browser asks for it, after BENCH_WARMUP (20) uncounted ones. Prints p50/p99 of
 *    the `render;dur=` entry of the answer's Server-Timing header (the server's render) and of the
 *    whole response; "no server render" when no answer had the entry.
 * 2. Throughput: autocannon, BENCH_CONNECTIONS (10) connections for BENCH_DURATION (10) seconds
 *    each after a 2-second warm-up, on the HTML of /listing/{id} and on POST /graphql with the
 *    ListingPage query of the same listing (the bare JSON API the page reads), one after the other
 *    in this run: requests/s, p50/p99 latency and the ratio HTML / JSON.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale, publicPageIds, startServer } from './bench-server.mjs';
import { benchOptions, describeMachine, describeSource, loadLine, writeReport } from './bench-cli.mjs';
import { figure, formatValue } from './bench-figures.mjs';
import { PAGE_HEADERS, sequentialTimings } from './ssr-requests.mjs';
import { webOperation } from './web-operations.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;

/** The public pages a visitor lands on; `needs` names the id a page cannot go without. */
const PAGES = [
  { path: '/' },
  { path: '/search?city=Toronto' },
  { path: '/listing/{id}', needs: 'listingId' },
  { path: '/tenant/{id}', needs: 'tenantId', missing: 'no renter shares a public profile' },
  { path: '/unit/{id}', needs: 'unitId', missing: 'the listing has no unit' },
];

async function renderTimes(origin, ids) {
  const results = [];
  for (const page of PAGES) {
    const id = page.needs ? ids[page.needs] : '';
    if (page.needs && !id) {
      console.log(`${page.path}: skipped, ${page.missing}`);
      continue;
    }
    const timings = await sequentialTimings(origin + page.path.replace('{id}', id), {
      requests: REQUESTS,
      warmup: WARMUP,
    });
    results.push({ page: page.path, ...timings });
  }
  return results;
}

/** One autocannon run after a warm-up; every answer must be a 2xx. */
async function load(request) {
  await autocannon({ ...request, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const r = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failed: r.errors + r.timeouts + r.non2xx,
  };
}

async function throughput(origin, root, listingId) {
  const html = { url: `${origin}/listing/${listingId}`, method: 'GET', headers: PAGE_HEADERS };
  const json = {
    url: `${origin}/graphql`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    },
    body: JSON.stringify({ query: webOperation(root, 'ListingPage'), variables: { id: listingId } }),
  };
  const check = await (
    await fetch(json.url, { method: 'POST', headers: json.headers, body: json.body })
  ).json();
  if (check.errors?.length || !check.data?.listing) {
    throw new Error(`ListingPage answered ${JSON.stringify(check).slice(0, 300)}`);
  }
  const page = await fetch(html.url, { headers: html.headers });
  if (!page.ok) throw new Error(`${html.url} answered ${page.status}`);
  return { html: await load(html), json: await load(json) };
}

function printRenderTable(renders) {
  console.log(
    `\nServer render, ${REQUESTS} sequential GETs per page after ${WARMUP} uncounted (${loadLine()})\n`,
  );
  console.log('| page | render p50 | render p99 | response p50 | response p99 | HTML sent | statuses |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of renders) {
    const render = r.render
      ? [formatValue(r.render.p50, 'ms'), formatValue(r.render.p99, 'ms')]
      : ['no server render', '—'];
    const partial = r.render && r.render.count < r.requests ? ` (${r.render.count} rendered)` : '';
    const statuses = Object.entries(r.statuses).map(([status, n]) => `${n}× ${status}`);
    console.log(
      `| ${r.page} | ${render[0]}${partial} | ${render[1]} | ${formatValue(r.response.p50, 'ms')} | ` +
        `${formatValue(r.response.p99, 'ms')} | ${formatValue(r.bytes, 'bytes')} | ${statuses.join(', ')} |`,
    );
  }
}

function printThroughputTable({ html, json }) {
  console.log(`\nThroughput, ${CONNECTIONS} connections, ${DURATION} s each (autocannon)\n`);
  console.log('| request | req/s | p50 | p99 | requests | failed |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, r] of [
    ['GET /listing/{id} (HTML)', html],
    ['POST /graphql ListingPage (JSON)', json],
  ]) {
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.requests} | ${r.failed} |`,
    );
  }
  console.log(`\nHTML / JSON requests/s = ${(html.rps / json.rps).toFixed(2)}`);
}

function figuresOf(renders, { html, json }) {
  return [
    ...renders.flatMap((r) => [
      ...(r.render
        ? [
            figure(r.page, 'render p50', r.render.p50, 'ms', 'lower'),
            figure(r.page, 'render p99', r.render.p99, 'ms', 'lower'),
          ]
        : []),
      figure(r.page, 'response p50', r.response.p50, 'ms', 'lower'),
      figure(r.page, 'response p99', r.response.p99, 'ms', 'lower'),
      figure(r.page, 'HTML sent', r.bytes, 'bytes', 'lower'),
    ]),
    figure('/listing/{id} HTML', 'req/s', html.rps, 'req/s', 'higher'),
    figure('/listing/{id} HTML', 'p99', html.p99, 'ms', 'lower'),
    figure('ListingPage JSON', 'req/s', json.rps, 'req/s', 'higher'),
    figure('ListingPage JSON', 'p99', json.p99, 'ms', 'lower'),
    figure('HTML / JSON', 'req/s ratio', html.rps / json.rps, 'ratio', 'higher'),
  ];
}

const { root, jsonFile } = benchOptions();
buildIfStale(root);
const source = describeSource(root);
console.log(`Measuring ${source.root} (${source.commit ?? 'not a git checkout'} ${source.subject ?? ''})`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-ssr-'));
const app = await startServer(root, dataDir);
try {
  const ids = await publicPageIds(app.origin);
  const renders = await renderTimes(app.origin, ids);
  const loads = await throughput(app.origin, root, ids.listingId);
  printRenderTable(renders);
  printThroughputTable(loads);
  writeReport(jsonFile, {
    bench: 'ssr',
    source,
    machine: describeMachine(),
    settings: { requests: REQUESTS, warmup: WARMUP, connections: CONNECTIONS, duration: DURATION },
    figures: figuresOf(renders, loads),
    details: { ids, renders, throughput: loads },
  });
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
