import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * This process's Prometheus metrics, served on /metrics (http/ops-routes.ts). One registry per
 * process: Prometheus scrapes each API process on its own and adds them up. Every label has a small
 * fixed set of values (never a raw URL or an id), so the series stay few however traffic looks.
 */
export const metricsRegistry = new Registry();

// Memory, CPU, event-loop lag, handles and GC pauses, under their usual names (process_*, nodejs_*).
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its response ending, by method, route kind and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const graphqlOperations = new Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations by type (query, mutation, subscription) and outcome (ok, error).',
  labelNames: ['type', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobQueueDepth = new Gauge({
  name: 'job_queue_depth',
  help: 'Jobs still to do in the jobs table, by state (due, running, scheduled), read at scrape time.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const jobsProcessed = new Counter({
  name: 'jobs_processed_total',
  help: 'Job attempts this process ran, by kind and outcome (ok, error).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const websocketConnections = new Gauge({
  name: 'websocket_connections',
  help: 'WebSocket connections open on this process.',
  registers: [metricsRegistry],
});
