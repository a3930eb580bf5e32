#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the API when their build is missing or older than their
 * sources, then runs the server (migrations and the demo seed happen at its start-up).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entries) {
  let newest = 0;
  const walk = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules') walk(path.join(p, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach((e) => walk(path.join(root, e)));
  return newest;
}

function buildIfStale(name, output, sources, workspace) {
  const built = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
  if (built && built.mtimeMs >= newestMtime(sources)) return;
  console.log(`Building ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale(
  'the web app',
  'apps/web/dist/index.html',
  [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ],
  'apps/web',
);
buildIfStale(
  'the API',
  'apps/api/dist/server.js',
  ['apps/api/src', 'apps/api/build.mjs', 'packages/domain/src'],
  'apps/api',
);

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    // `npm start` on its own is the offline product: it takes payments with the built-in sandbox. A
    // deployment that names NODE_ENV=production itself gets the guard (Stripe keys, or the explicit
    // PAYMENTS_SANDBOX_IN_PRODUCTION=1).
    ...(process.env.NODE_ENV ? {} : { PAYMENTS_SANDBOX_IN_PRODUCTION: '1' }),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
