#!/usr/bin/env node
/**
 * `npm run bench:chat [-- --json <file>] [--root <dir>]`: how fast a message reaches the person
 * it is for. BENCH_CHAT_CLIENTS (100,500) renters each open a conversation about one demo listing
 * and listen to it over a WebSocket; then, for BENCH_CHAT_SECONDS (10), messages are posted at a
 * steady rate (BENCH_CHAT_RATE per second, 100, at most one per renter every four seconds so no one
 * meets the per-minute sending limit), each in its sender's own room, once every listener has had
 * a first message pushed (so set-up is not measured). Delivery latency is the time from sending
 * createMessage to the push arriving on the listener's socket.
 *
 * Two setups, in one run: the embedded default (one process, PGlite, in-process pub/sub), and,
 * where PostgreSQL and Redis answer (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432,
 * a fresh database made and dropped here; REDIS_URL, default redis://127.0.0.1:6379), two API
 * processes sharing them, listeners on one and senders on the other.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeMailbox } from '../e2e/fake-mailbox.mjs';
import { buildIfStale, freePort, publicPageIds, startServer } from './bench-server.mjs';
import { benchOptions, describeMachine, describeSource, loadLine, writeReport } from './bench-cli.mjs';
import { figure, percentile } from './bench-figures.mjs';
import { listen, makeRenters, post, ready } from './chat-clients.mjs';

const CLIENTS = (process.env.BENCH_CHAT_CLIENTS ?? '100,500').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A push not there this long after the last post counts as lost. */
const DRAIN_MS = 10_000;
const SERVER_ENV = { TRUSTED_PROXIES: '127.0.0.1,::1', LOG_LEVEL: 'error' };

const answers = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

/** Posts `count` messages at `rate` per second, spread over the renters; resolves with the send times. */
async function postSteadily(origin, renters, count, rate) {
  const sent = new Map();
  const started = performance.now();
  const inFlight = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const text = `m${i}`;
    inFlight.push(post(origin, renters[i % renters.length], text).then((at) => sent.set(text, at)));
  }
  await Promise.all(inFlight);
  return { sent, seconds: (performance.now() - started) / 1000 };
}

async function measure(name, { listenOrigin, postOrigin }, listingId, clients, mailbox) {
  const renters = await makeRenters(postOrigin, listingId, clients, mailbox);
  const received = new Map();
  // A few at a time, as people arrive: 500 handshakes at once can outlast graphql-ws's 3-second
  // wait for connection_init on a busy machine, which is not what this measures.
  const sockets = [];
  for (let i = 0; i < renters.length; i += 20) {
    const batch = renters.slice(i, i + 20);
    sockets.push(
      ...(await Promise.all(batch.map((r) => listen(listenOrigin, r, (text, at) => received.set(text, at))))),
    );
  }
  await ready(postOrigin, renters, received);
  const rate = Math.min(RATE, clients / 4);
  const count = Math.round(rate * SECONDS);
  const { sent, seconds } = await postSteadily(postOrigin, renters, count, rate);
  const deadline = performance.now() + DRAIN_MS;
  const measured = () => [...received.keys()].filter((text) => !text.startsWith('ready-')).length;
  while (measured() < count && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  sockets.forEach((s) => s.close());
  const latencies = [...sent]
    .filter(([text]) => received.has(text))
    .map(([text, at]) => received.get(text) - at);
  return {
    setup: name,
    clients,
    messages: count,
    sentPerSecond: count / seconds,
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
  };
}

async function embedded(root, mailbox) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-chat-'));
  const server = await startServer(root, dataDir, { ...SERVER_ENV, SMTP_URL: mailbox.url });
  try {
    const { listingId } = await publicPageIds(server.origin);
    const results = [];
    for (const clients of CLIENTS) {
      results.push(
        await measure(
          'embedded (1 process)',
          { listenOrigin: server.origin, postOrigin: server.origin },
          listingId,
          clients,
          mailbox,
        ),
      );
    }
    return results;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresAndRedis(root, mailbox) {
  if (
    !(await answers(PG_BASE.replace('postgres://', 'http://'))) ||
    !(await answers(REDIS_URL.replace('redis://', 'http://')))
  ) {
    console.log('PostgreSQL + Redis: skipped, not answering');
    return [];
  }
  const database = `rentals_bench_chat_${Date.now()}`;
  const psql = (sql) => spawnSync('psql', [`${PG_BASE}/postgres`, '-qc', sql], { stdio: 'inherit' });
  if (psql(`create database ${database}`).status !== 0) throw new Error('could not create the database');
  const env = { ...SERVER_ENV, SMTP_URL: mailbox.url, DATABASE_URL: `${PG_BASE}/${database}`, REDIS_URL };
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-chat-')));
  const servers = [];
  try {
    // One after the other: the first migrates and seeds the demo data.
    for (const dir of dirs) servers.push(await startServer(root, dir, env));
    const { listingId } = await publicPageIds(servers[0].origin);
    const results = [];
    for (const clients of CLIENTS) {
      results.push(
        await measure(
          'PostgreSQL + Redis, 2 processes',
          { listenOrigin: servers[0].origin, postOrigin: servers[1].origin },
          listingId,
          clients,
          mailbox,
        ),
      );
    }
    return results;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
    psql(`drop database if exists ${database}`);
  }
}

const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');

async function main() {
  const { root, jsonFile } = benchOptions();
  console.log(`Measuring ${root} (${describeSource(root).commit} ${describeSource(root).subject})`);
  buildIfStale(root);
  // Sign-ups are confirmed through their e-mailed link: the servers mail it here.
  const port = await freePort();
  const mailbox = { ...(await startFakeMailbox(port)), url: `smtp://127.0.0.1:${port}` };
  let results;
  try {
    results = [...(await embedded(root, mailbox)), ...(await postgresAndRedis(root, mailbox))];
  } finally {
    await mailbox.close();
  }
  console.log(`\nMessage delivery, createMessage sent → push received (${loadLine()})\n`);
  console.log('| setup | listeners | messages | sent/s | delivered | p50 | p99 | max | p99 ≤ 100 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of results) {
    console.log(
      `| ${r.setup} | ${r.clients} | ${r.messages} | ${r.sentPerSecond.toFixed(1)} | ${r.delivered} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.p99 <= 100 && r.delivered === r.messages ? 'ok' : 'FAIL'} |`,
    );
  }
  writeReport(jsonFile, {
    bench: 'chat',
    source: describeSource(root),
    machine: describeMachine(),
    settings: { clients: CLIENTS, seconds: SECONDS, rate: RATE },
    figures: results.flatMap((r) => [
      figure(`${r.setup}, ${r.clients} listeners`, 'delivery p50', r.p50, 'ms', 'lower'),
      figure(`${r.setup}, ${r.clients} listeners`, 'delivery p99', r.p99, 'ms', 'lower'),
    ]),
    details: results,
  });
}

await main();
