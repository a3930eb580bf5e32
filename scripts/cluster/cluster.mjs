/**
 * The deployment of "Running in production", scaled out on one machine: a fresh PostgreSQL
 * database, Redis, a local S3-compatible store (s3rver), two (or more) built API processes sharing
 * them and the same keys, and the round-robin proxy of proxy.mjs in front. Started by
 * `scripts/cluster.mjs` (the end-to-end cluster run) and by the API's cluster stress test.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { buildIfStale, startServer } from '../../bench/bench-server.mjs';
import { startProxy } from './proxy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** s3rver accepts these credentials (and checks the requests' signatures with them). */
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const S3_BUCKET = 'rentals';

/** A new database on `serverUrl`'s server; `drop()` removes it, connections and all. */
async function createDatabase(serverUrl) {
  const name = `rentals_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** s3rver on a free local port, keeping its objects in `directory`, with the bucket made. */
async function startLocalS3(directory) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, bucket: S3_BUCKET, close: () => server.close() };
}

/**
 * Starts the cluster; the proxy listens on `port` (0: a free one). `env` is added to every API
 * process's environment (after this one's, before the cluster's own settings). Answers its
 * addresses, what a test needs to look inside, and `stop()`, which stops the processes, drops the
 * database and removes the files. Whatever started before a failure is stopped before it throws.
 */
export async function startCluster({
  port = 0,
  processes = 2,
  databaseServer = DEFAULT_DATABASE_SERVER,
  redisUrl = DEFAULT_REDIS_URL,
  env = {},
  log = () => undefined,
} = {}) {
  buildIfStale(ROOT);
  const undo = [];
  const stop = async () => {
    for (const step of undo.reverse().splice(0)) await step().catch((error) => log(`stop: ${error}`));
  };
  try {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-cluster-'));
    undo.push(async () => fs.rmSync(workDir, { recursive: true, force: true }));
    const database = await createDatabase(databaseServer);
    undo.push(database.drop);
    log(`database ${database.name}`);
    const s3 = await startLocalS3(path.join(workDir, 's3'));
    undo.push(s3.close);
    log(`S3 (s3rver) at ${s3.endpoint}, bucket ${s3.bucket}`);
    const proxy = await startProxy({ port });
    undo.push(proxy.close);
    const url = `http://localhost:${proxy.port}`;
    const metricsToken = randomBytes(16).toString('hex');
    const encryptionKey = randomBytes(32).toString('base64');
    const shared = {
      ...env,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      // The same keys everywhere: a file one process encrypted, or a link it signed, is read by all.
      ENCRYPTION_KEY: encryptionKey,
      MAIL_TOKEN_SECRET: randomBytes(24).toString('hex'),
      PUBLIC_URL: url,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // Production hides /metrics from a local proxy's clients: the token is how it is read.
      METRICS_TOKEN: metricsToken,
    };
    const started = [];
    // One after the other: the first applies the migrations (and seeds the demo data when wanted).
    for (let i = 0; i < processes; i++) {
      const dataDir = path.join(workDir, `api-${i}`);
      fs.mkdirSync(dataDir);
      const server = await startServer(ROOT, dataDir, shared);
      undo.push(server.stop);
      started.push({ origin: server.origin, dataDir });
      log(`API process ${i} at ${server.origin}`);
    }
    // All at once: until then the proxy answers 503, so nothing is served by the first alone.
    proxy.upstreams.push(...started.map(({ origin }) => origin));
    return { url, processes: started, databaseUrl: database.url, encryptionKey, metricsToken, s3, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
