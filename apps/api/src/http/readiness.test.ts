import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { listenHttpApp, startHttpTestServer, type HttpTestServer } from '../test/http-server';
import { failingChecks } from './readiness';

/* The probes a load balancer or an orchestrator reads: /healthz (alive) and /readyz (able to serve). */

let server: HttpTestServer;

beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());

const probe = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('/healthz', () => {
  it('answers 200 while the process runs, without asking any service', async () => {
    expect(await probe(server.base, '/healthz')).toEqual({ status: 200, body: { ok: true } });
  });
});

describe('/readyz', () => {
  it('answers ready when the database (and Redis, when configured) answer', async () => {
    expect(await probe(server.base, '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    const unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    const other = await listenHttpApp({ ...server.api.deps, db: unreachable.db });
    try {
      expect(await probe(other.base, '/readyz')).toEqual({
        status: 503,
        body: { status: 'not ready', failing: ['database'] },
      });
      // Liveness stays up: restarting the process would not bring the database back.
      expect((await probe(other.base, '/healthz')).status).toBe(200);
    } finally {
      await other.close();
      await unreachable.close();
    }
  });

  it('answers 503 once the process has begun to stop, while it still serves requests', async () => {
    const other = await listenHttpApp(server.api.deps);
    try {
      other.app.beginDrain();
      expect(await probe(other.base, '/readyz')).toEqual({
        status: 503,
        body: { status: 'not ready', failing: ['shutting-down'] },
      });
      expect((await probe(other.base, '/healthz')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('does not wait on a service that hangs: it is failing once the timeout passes', async () => {
    const started = Date.now();
    const failing = await failingChecks(
      { database: () => new Promise(() => undefined), redis: async () => 'PONG' },
      100,
    );
    expect(failing).toEqual(['database']);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
