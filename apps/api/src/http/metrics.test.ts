import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { enqueueJob } from '../modules/jobs/job-queue';
import { listenHttpApp, startHttpTestServer, type HttpTestServer } from '../test/http-server';

/* /metrics: what Prometheus scrapes, and who may scrape it. */

let server: HttpTestServer;

beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());

const scrape = async (base = server.base, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

/** A sample's value in the exposition text: the series named `name` with exactly `labels`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (
      JSON.stringify(found, Object.keys(found).sort()) === JSON.stringify(labels, Object.keys(labels).sort())
    ) {
      return Number(match[3]);
    }
  }
  return 0;
}

/** Scrapes until `read` gives `expected` (the server counts a response once it has ended). */
async function eventually(read: (text: string) => number, expected: number): Promise<number> {
  let value = NaN;
  for (let attempt = 0; attempt < 50; attempt++) {
    value = read((await scrape()).text);
    if (value === expected) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return value;
}

describe('/metrics', () => {
  it('answers the text exposition format, with the process metrics', async () => {
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(type).toContain('version=0.0.4');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
  });

  it('counts a GraphQL request in the duration histogram and its operation by type and outcome', async () => {
    const graphqlCount = (text: string) =>
      sample(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: 'graphql',
        status_class: '2xx',
      });
    const before = (await scrape()).text;
    const response = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ fetchCurrentUser { id } }' }),
    });
    expect(response.status).toBe(200);
    expect(await eventually(graphqlCount, graphqlCount(before) + 1)).toBe(graphqlCount(before) + 1);
    const after = (await scrape()).text;
    expect(sample(after, 'graphql_operations_total', { type: 'query', outcome: 'ok' })).toBe(
      sample(before, 'graphql_operations_total', { type: 'query', outcome: 'ok' }) + 1,
    );
    // Labels are kinds, never paths: no series names the URL.
    expect(after).not.toMatch(/route="\/graphql"/);
  });

  it('shows a job enqueued in the queue depth, read from the jobs table', async () => {
    const scheduled = (text: string) => sample(text, 'job_queue_depth', { state: 'scheduled' });
    const before = scheduled((await scrape()).text);
    await enqueueJob(server.api.deps.db, {
      kind: 'metrics-test',
      payload: {},
      runAt: new Date(Date.now() + 3_600_000),
    });
    expect(scheduled((await scrape()).text)).toBe(before + 1);
  });

  it('counts an open WebSocket in the connections gauge, and no longer once it closes', async () => {
    const open = (text: string) => sample(text, 'websocket_connections');
    const before = open((await scrape()).text);
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect(await eventually(open, before + 1)).toBe(before + 1);
    socket.close();
    expect(await eventually(open, before)).toBe(before);
  });

  it('answers 404 to a request from another machine', async () => {
    // The test server trusts 127.0.0.1 as a proxy: this is a client at 203.0.113.7 behind it.
    expect((await scrape(server.base, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(404);
  });

  it('answers 404 in production without METRICS_TOKEN, even to a request that looks local', async () => {
    // A proxy on the same machine that sends no X-Forwarded-For makes every visitor look like this.
    const production = await listenHttpApp({
      ...server.api.deps,
      config: { ...server.api.deps.config, NODE_ENV: 'production' },
    });
    try {
      expect((await scrape(production.base)).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('with METRICS_TOKEN, answers only a request bearing it, wherever it comes from', async () => {
    const token = 'scrape-token-0123456789';
    const other = await listenHttpApp({
      ...server.api.deps,
      config: { ...server.api.deps.config, METRICS_TOKEN: token },
    });
    try {
      expect((await scrape(other.base)).status).toBe(404);
      expect((await scrape(other.base, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(404);
      const remote = { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${token}` };
      const scraped = await scrape(other.base, remote);
      expect(scraped.status).toBe(200);
      expect(scraped.text).toContain('graphql_operations_total');
    } finally {
      await other.close();
    }
  });
});
