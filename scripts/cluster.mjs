#!/usr/bin/env node
/**
 * `node scripts/cluster.mjs`: the product scaled out on this machine (scripts/cluster/cluster.mjs),
 * served by the proxy on PORT (3000), until Ctrl-C or SIGTERM, which stop the processes and drop
 * the database. CLUSTER_PROCESSES (2) API processes; CLUSTER_DATABASE_SERVER
 * (postgres://postgres@127.0.0.1:5432/postgres) is where the fresh database is made; REDIS_URL
 * (redis://127.0.0.1:6379). Every other variable set here reaches the API processes (SMTP_URL,
 * SEED_DEMO, …); the cluster sets its own DATABASE_URL, S3_*, keys, PUBLIC_URL and TRUSTED_PROXIES.
 */
import { DEFAULT_DATABASE_SERVER, DEFAULT_REDIS_URL, startCluster } from './cluster/cluster.mjs';

// Each process gets a port and a data directory of its own.
const { PORT, DATA_DIR: _dataDir, ...env } = process.env;
const cluster = await startCluster({
  port: Number(PORT ?? 3000),
  processes: Number(process.env.CLUSTER_PROCESSES ?? 2),
  databaseServer: process.env.CLUSTER_DATABASE_SERVER ?? DEFAULT_DATABASE_SERVER,
  redisUrl: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
  env,
  log: (line) => console.log(`cluster: ${line}`),
});
console.log(`\nRentals (${cluster.processes.length} API processes) is running at ${cluster.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`cluster: ${signal}, stopping`);
    cluster.stop().then(() => process.exit(0));
  });
}
