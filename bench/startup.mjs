#!/usr/bin/env node
/**
 * `npm run bench:startup`: time from spawning the built server to its first answered GraphQL
 * request, on an empty DATA_DIR (cold: creates the embedded database, migrates, seeds) and on the
 * same DATA_DIR again (warm). Prints the medians of several runs and their ratios.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARM_TARGET_MS = 3000;

if (!fs.existsSync(server)) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function timeToFirstAnswer(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // No processor in a benchmark: the built-in sandbox takes payments.
      PAYMENTS_SANDBOX_IN_PRODUCTION: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = started + 60_000;
  try {
    while (performance.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ cities(first: 1) { name } }' }),
        });
        const body = await response.json();
        if (body.data?.cities) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('server did not answer within 60 s');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-'));
  cold.push(await timeToFirstAnswer(dataDir));
  warm.push(await timeToFirstAnswer(dataDir));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nStart-up to first answered GraphQL request (median of ${RUNS}, embedded PGlite)\n`);
console.log('| start | median | runs |');
console.log('| --- | --- | --- |');
console.log(
  `| cold (empty DATA_DIR: create, migrate, seed) | ${fmt(median(cold))} | ${cold.map(fmt).join(', ')} |`,
);
console.log(`| warm (same DATA_DIR) | ${fmt(median(warm))} | ${warm.map(fmt).join(', ')} |`);
console.log(`\nwarm / cold = ${(median(warm) / median(cold)).toFixed(2)}`);
console.log(
  `warm / ${fmt(WARM_TARGET_MS)} target = ${(median(warm) / WARM_TARGET_MS).toFixed(2)} (${median(warm) < WARM_TARGET_MS ? 'within' : 'over'} target)`,
);
