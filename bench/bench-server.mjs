/**
 * The built app as the page benchmarks (web.mjs, ssr.mjs) run it: the tree to measure (this one, or
 * another checkout given by `--root` / BENCH_ROOT, so that an older commit's build can be measured
 * with today's scripts), built when stale, served by its apps/api/dist/server.js on a fresh
 * DATA_DIR (the first start seeds the demo data), and the ids of its public pages.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// Port 9 (discard) is closed here: tile requests fail at once, as they do offline.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
const ADMIN = { email: 'admin@example.ca', password: 'Rentals!2026' };
/** A first start seeds the demo data (pictures drawn and resized): minutes on a busy machine. */
const START_TIMEOUT_MS = 300_000;

function newestMtime(root, dirs) {
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

/** Builds the web app and the API of `root` when a build is missing or older than its sources. */
export function buildIfStale(root) {
  const built = (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const webStale =
    built('apps/web/dist-server/.vite/manifest.json') <
    newestMtime(root, [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ]);
  const apiStale =
    built('apps/api/dist/server.js') <
    newestMtime(root, ['apps/api/src', 'apps/api/build.mjs', 'packages/domain/src']);
  if (!webStale && !apiStale) return;
  console.log(`Building ${root}...`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** One GraphQL request; throws on a transport error or on the answer's first error. */
export async function graphql(origin, query, variables, token) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`${query.trim().split('\n')[0]}: ${body.errors[0].message}`);
  return body.data;
}

/**
 * Starts `root`'s built server on `dataDir` (embedded database, no Redis, map tiles unreachable,
 * unless `env` says otherwise) and waits until it answers GraphQL. Returns `{ origin, stop }`.
 */
export async function startServer(root, dataDir, env = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under load.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_SERVER_LOG=<file> keeps the server's log (its standard output), to see why it stopped.
  const logFile = process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore';
  const child = spawn(process.execPath, [...flags, path.join(root, 'apps/api/dist/server.js')], {
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
      MAP_TILE_URL: UNREACHABLE_TILES,
      ...env,
    },
    stdio: ['ignore', logFile, 'inherit'],
  });
  if (typeof logFile === 'number') fs.closeSync(logFile);
  let stopping = false;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // A server that stops while measured leaves only failed requests behind: say how it stopped,
  // unless it was asked to and did so cleanly (its SIGTERM handler exits with 0).
  child.on('exit', (code, signal) => {
    if (!stopping || (signal && signal !== 'SIGTERM') || (code !== null && code !== 0))
      console.error(`The server (pid ${child.pid}) stopped: ${signal ?? `exit code ${code}`}`);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      await graphql(origin, '{ cities(first: 1) { id } }');
      return { origin, stop: () => ((stopping = true), child.kill('SIGTERM'), exited) };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  stopping = true;
  child.kill('SIGTERM');
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** Creates a public listing as the demo admin (auto-approved), for a server started without demo data. */
async function createListing(origin) {
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

/** Listings whose roommates are looked up for a public tenant profile. */
const ROOMMATE_LOOKUPS = 10;

/**
 * The ids behind the public pages with an id: the first listing of the home feed (a seeded demo
 * listing, else one created), its first unit, and a renter sharing their profile (a roommate of
 * one of the first listings), or `tenantId: null` when the data has none.
 */
export async function publicPageIds(origin) {
  const { trendingListings } = await graphql(
    origin,
    `{ trendingListings(first: ${ROOMMATE_LOOKUPS}) { id } }`,
  );
  const listingId = trendingListings[0]?.id ?? (await createListing(origin));
  const { listing } = await graphql(origin, 'query($id: ID!) { listing(id: $id) { units { id } } }', {
    id: listingId,
  });
  let tenantId = null;
  for (const { id } of trendingListings) {
    const { roommatesForListing } = await graphql(
      origin,
      'query($id: ID!) { roommatesForListing(id: $id) { id } }',
      { id },
    ).catch(() => ({ roommatesForListing: [] }));
    tenantId = roommatesForListing[0]?.id ?? null;
    if (tenantId) break;
  }
  return { listingId, unitId: listing.units[0]?.id ?? null, tenantId };
}
