#!/usr/bin/env node
/**
 * `npm run bench:load [-- --json <file>] [--root <dir>] [--listings N]`: the server under a steady
 * mix of what people do, and whether it holds it without errors and without growing.
 *
 * 1. Data (load-data.mjs): a fresh database (bench-database.mjs: PGlite, or with DATABASE_URL a
 *    database `bench_load` of its own, dropped at the end), the demo data, `--listings`
 *    (BENCH_LISTINGS; 10,000) generated listings, and renters signed up with a session, a
 *    conversation with a landlord and a saved application draft each.
 * 2. The built server on it (bench-server.mjs), sent the operations the web app sends, at a fixed
 *    BENCH_RATE per second (default below): the /search query (SearchListings, rotating through
 *    searches and pages) 60%, the listing page (ListingPage) 20%, a message in the renter's
 *    conversation (CreateMessage) 10%, an application wizard save (SaveRentalApplicationDraft) 10%.
 *    Each answer is checked (status 200, no GraphQL error, the data asked for). A warm-up of
 *    BENCH_WARMUP (10) seconds, then BENCH_ROUNDS (3) rounds of BENCH_DURATION (60) seconds; after
 *    each, BENCH_SETTLE (10) idle seconds for the garbage collector, then the server's resident set
 *    (its /metrics).
 * 3. Prints per operation requests, errors and p50/p95/p99, per round the rate held and the memory,
 *    and the load average; exits 1 when any request failed or the resident set after the last round
 *    is more than 10% over the first's.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { startFakeMailbox } from '../e2e/fake-mailbox.mjs';
import { benchOptions, describeMachine, describeSource, loadLine, writeReport } from './bench-cli.mjs';
import { benchDatabase } from './bench-database.mjs';
import { figure, percentile } from './bench-figures.mjs';
import { buildIfStale, freePort, publicPageIds, startServer } from './bench-server.mjs';
import {
  applicationDraft,
  emptyDraft,
  fillDatabase,
  PAGE_SIZE,
  prepareRenters,
  publicListingIds,
  SEARCHES,
} from './load-data.mjs';
import { callOperation, driveAtRate, jobsSettled, serverMemory } from './load-driver.mjs';
import {
  loadFailures,
  memoryRatio,
  mixOrder,
  operationRows,
  operationTable,
  roundTable,
} from './load-figures.mjs';
import { listingsOption } from './search-options.mjs';
import { webOperation } from './web-operations.mjs';

/**
 * Requests per second. On the 2-core machine, busy with other work, PGlite fell behind at 20 (p50
 * seconds, requests past the 30 s timeout): half that is the default.
 */
const RATE = Number(process.env.BENCH_RATE ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const SETTLE = Number(process.env.BENCH_SETTLE ?? 10);
const LISTINGS = listingsOption(process.argv.slice(2), process.env, 10_000);
const KEEP = process.env.BENCH_KEEP === '1';
/** How long the background jobs a new database's start queued may take before the warm-up. */
const JOBS_WAIT_MS = 300_000;
/** The share of each operation, in percent. */
const MIX = { search: 60, listing: 20, message: 10, save: 10 };
const OPS = Object.keys(MIX);
/** Search pages 1 to 3 of each search. */
const SEARCH_PAGES = 3;
/**
 * A renter sends at most one message in this many seconds, half the per-minute sending limit
 * (MESSAGES_PER_MINUTE, 20): enough renters are made for the message rate.
 */
const SECONDS_PER_MESSAGE = 6;
const RENTERS = Math.max(20, Math.ceil(((RATE * MIX.message) / 100) * SECONDS_PER_MESSAGE));
const log = (...args) => console.log(...args);

/**
 * `next(agent)` → `{ op, call }`: the mix's next operation, sent on `agent`'s connections, each kind
 * rotating through its own data from one round to the next (a renter's messages stay spaced out).
 */
function operations(root, origin, { renters, listingIds, listingId, empty }) {
  const text = {
    search: webOperation(root, 'SearchListings'),
    listing: webOperation(root, 'ListingPage'),
    message: webOperation(root, 'CreateMessage'),
    save: webOperation(root, 'SaveRentalApplicationDraft'),
  };
  const build = {
    search: (i) => {
      const search = SEARCHES[i % SEARCHES.length];
      const page = Math.floor(i / SEARCHES.length) % SEARCH_PAGES;
      return {
        variables: { ...search, first: PAGE_SIZE, skip: page * PAGE_SIZE },
        check: (d) => Array.isArray(d.searchListings) && Number.isInteger(d.searchListingsCount),
      };
    },
    listing: (i) => {
      const id = listingIds[i % listingIds.length];
      return { variables: { id }, check: (d) => d.listing?.id === id };
    },
    message: (i) => {
      const renter = renters[i % renters.length];
      return {
        variables: { room: renter.roomId, text: `Is it still available? (${i})`, clientId: randomUUID() },
        token: renter.token,
        check: (d) => d.createMessage?.room === renter.roomId,
      };
    },
    save: (i) => {
      const renter = renters[i % renters.length];
      const draft = applicationDraft(empty, renter, listingId, i + 1);
      return {
        variables: { draft },
        token: renter.token,
        check: (d) => d.saveRentalApplicationDraft?.applicant?.phone === draft.applicant.phone,
      };
    },
  };
  const counts = Object.fromEntries(OPS.map((op) => [op, 0]));
  const nextOp = mixOrder(MIX);
  return (agent) => {
    const op = nextOp();
    const request = { query: text[op], ...build[op](counts[op]++) };
    return { op, call: () => callOperation(agent, origin, request) };
  };
}

/** The warm-up, then the rounds, each followed by a pause and a reading of the server's memory. */
async function measure(origin, next, metricsToken) {
  const agent = () => new http.Agent({ keepAlive: true, maxSockets: 64 });
  log(`Warm-up: ${WARMUP} s at ${RATE} requests/s`);
  const warmAgent = agent();
  const warm = await driveAtRate({ rate: RATE, seconds: WARMUP, next: () => next(warmAgent) });
  warmAgent.destroy();
  const warmErrors = warm.samples.filter((s) => s.error);
  if (warmErrors.length) log(`  ${warmErrors.length} errors in the warm-up, e.g. ${warmErrors[0].error}`);
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const roundAgent = agent();
    const result = await driveAtRate({ rate: RATE, seconds: DURATION, next: () => next(roundAgent) });
    roundAgent.destroy();
    await new Promise((resolve) => setTimeout(resolve, SETTLE * 1000));
    const memory = await serverMemory(origin, metricsToken);
    const errors = result.samples.filter((s) => s.error);
    rounds.push({
      ...result,
      ...memory,
      requests: result.samples.length,
      errors: errors.length,
      p99: percentile(
        result.samples.map((sample) => sample.ms),
        99,
      ),
    });
    log(
      `  round ${round}: ${result.samples.length} requests in ${result.seconds.toFixed(1)} s, ${errors.length} errors${errors.length ? ` (e.g. ${errors[0].op}: ${errors[0].error})` : ''}, resident ${(memory.rss / 2 ** 20).toFixed(1)} MB, sender late by up to ${result.lateMs.toFixed(0)} ms`,
    );
  }
  return rounds;
}

async function main() {
  const { root, jsonFile } = benchOptions();
  const source = describeSource(root);
  log(`Measuring ${root} (${source.commit} ${source.subject}); ${loadLine()}`);
  buildIfStale(root);
  const mailPort = await freePort();
  const mailbox = { ...(await startFakeMailbox(mailPort)), url: `smtp://127.0.0.1:${mailPort}` };
  const db = await benchDatabase('bench_load', { keep: KEEP, log });
  const metricsToken = randomBytes(16).toString('hex');
  const env = {
    ...db.env,
    // Sign-ups are confirmed through their e-mailed link: the server mails it here.
    SMTP_URL: mailbox.url,
    // Each renter signs up from an address of their own (chat-clients.mjs), relayed by this machine.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    METRICS_TOKEN: metricsToken,
    // Warnings too when the log is kept (bench-server.mjs), to see what went wrong.
    LOG_LEVEL: process.env.BENCH_SERVER_LOG ? 'warn' : 'error',
  };
  let rounds;
  let dataLine;
  try {
    await fillDatabase(root, db, env, { listings: LISTINGS, seed: 'bench-load', log });
    const server = await startServer(root, db.dataDir, env);
    try {
      // The jobs a new database's start queues (the demo pictures' hashes, availability checks)
      // are done before anything is measured, sign-up mails included.
      log("Waiting for the server's background jobs...");
      const waiting = await jobsSettled(server.origin, metricsToken, JOBS_WAIT_MS);
      if (waiting) log(`  ${waiting} still waiting after ${JOBS_WAIT_MS / 1000} s`);
      const { listingId } = await publicPageIds(server.origin);
      log(`Signing up ${RENTERS} renters...`);
      const empty = await emptyDraft();
      const renters = await prepareRenters(server.origin, listingId, RENTERS, mailbox, empty);
      const listingIds = await publicListingIds(
        server.origin,
        webOperation(root, 'SearchListings'),
        listingId,
      );
      dataLine = `${db.kind}, demo data + ${LISTINGS.toLocaleString('en-CA')} generated listings, ${renters.length} renters, ${listingIds.length} listing pages`;
      const data = { renters, listingIds, listingId, empty };
      rounds = await measure(server.origin, operations(root, server.origin, data), metricsToken);
    } finally {
      await server.stop();
    }
  } finally {
    await mailbox.close();
    await db.cleanup();
  }
  report(rounds, { source, jsonFile, dataLine });
}

function report(rounds, { source, jsonFile, dataLine }) {
  const rows = operationRows(
    rounds.flatMap((r) => r.samples),
    OPS,
  );
  const memory = rounds.map((r) => r.rss);
  log(`\nLoad: ${RATE} requests/s, ${ROUNDS} × ${DURATION} s (${dataLine}); ${loadLine()}\n`);
  operationTable(rows).forEach((line) => log(line));
  log('');
  roundTable(rounds).forEach((line) => log(line));
  const failures = loadFailures(rows, memory);
  const ratio = memoryRatio(memory);
  log(
    `\nbench:load rate=${RATE} errors=${rows.reduce((n, r) => n + r.errors, 0)} memory=${ratio.toFixed(2)} ${failures.length ? `FAIL (${failures.join('; ')})` : 'pass'}`,
  );
  writeReport(jsonFile, {
    bench: 'load',
    source,
    machine: describeMachine(),
    settings: {
      rate: RATE,
      duration: DURATION,
      rounds: ROUNDS,
      mix: MIX,
      listings: LISTINGS,
      data: dataLine,
    },
    figures: [
      ...rows.flatMap((r) => [
        figure(r.op, 'p50', r.p50, 'ms', 'lower'),
        figure(r.op, 'p99', r.p99, 'ms', 'lower'),
      ]),
      figure('server', `resident after round ${ROUNDS} / round 1`, ratio, 'ratio', 'lower'),
    ],
    details: { operations: rows, rounds: rounds.map((r) => ({ ...r, samples: undefined })) },
  });
  if (failures.length) process.exitCode = 1;
}

await main();
