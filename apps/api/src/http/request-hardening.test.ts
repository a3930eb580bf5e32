import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { QUERY_LIMITS } from '../graphql/request-limits';
import { createTestApi, type TestApi } from '../test/harness';
import { createHttpApp, type HttpApp } from './app';
import { siteSocketSource } from './security-headers';

/*
 * The real HTTP server against what a hostile page or client sends: another site's Origin,
 * addresses that do not decode, over-limit documents, and sockets that never start.
 */

const SITE = 'http://localhost:3000';

let api: TestApi;
let app: HttpApp;
let base: string;
let webDist: string;
const clients: Client[] = [];

beforeAll(async () => {
  api = await createTestApi({ env: { PUBLIC_URL: SITE } });
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
  app = createHttpApp(api.deps, { webDist, webServerFiles: webDist });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.close();
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A request sent byte for byte: fetch would normalise the path. */
const rawGet = (rawPath: string) =>
  new Promise<number>((resolve, reject) => {
    const { port } = app.server.address() as AddressInfo;
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

const graphqlFrom = (origin: string, method = 'POST') =>
  fetch(`${base}/graphql`, {
    method,
    headers: {
      origin,
      'content-type': 'application/json',
      ...(method === 'OPTIONS'
        ? { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' }
        : {}),
    },
    body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
  });

describe('CORS', () => {
  it("answers the site's own origin, with credentials", async () => {
    for (const method of ['POST', 'OPTIONS']) {
      const response = await graphqlFrom(SITE, method);
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it("gives another site's page no CORS permission, with or without credentials", async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      for (const method of ['POST', 'OPTIONS']) {
        const response = await graphqlFrom(origin, method);
        expect(response.headers.get('access-control-allow-origin'), `${method} ${origin}`).toBeNull();
        expect(response.headers.get('access-control-allow-credentials'), `${method} ${origin}`).toBeNull();
      }
    }
  });
});

describe('content security policy', () => {
  it("lets pages open WebSockets to the site's own host only", async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const connectSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'))
      ?.trim();
    expect(connectSrc).toBe("connect-src 'self' ws://localhost:3000");
  });

  it('names wss:// for a site served over https, with its port if it has one', () => {
    expect(siteSocketSource('https://rentals.example')).toBe('wss://rentals.example');
    expect(siteSocketSource('https://rentals.example:8443/base')).toBe('wss://rentals.example:8443');
  });
});

describe('addresses that do not decode', () => {
  it('answer 400, not 500', async () => {
    for (const rawPath of [
      '/%E0%A4%A',
      '/search%00',
      '/%00',
      '/assets/%ZZ.js',
      '/files/%E0%A4%A',
      '/search?q=%E0%A4%A',
    ]) {
      const status = await rawGet(rawPath);
      if (rawPath.includes('?')) expect(status, rawPath).toBe(200);
      else expect(status, rawPath).toBe(400);
    }
    expect(await rawGet('/search')).toBe(200);
  });
});

type Answer = { data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] };

/** A graphql-ws client that keeps its socket between operations, and what closed it, if anything. */
function socketClient() {
  const state: { closed: unknown } = { closed: null };
  const client = createClient({
    url: `${base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    // The client keeps its socket between operations, so a close can only be the server's.
    lazyCloseTimeout: 60_000,
    on: { closed: (event) => (state.closed = event) },
  });
  clients.push(client);
  const run = (query: string) =>
    new Promise<Answer>((resolve, reject) => {
      let result: { data?: unknown } = {};
      client.subscribe(
        { query },
        {
          next: (value) => (result = value),
          error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
          complete: () => resolve(result),
        },
      );
    });
  return { run, state };
}

const overHttp = async (query: string): Promise<Answer> =>
  (await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  }).then((r) => r.json())) as Answer;

/** A query `depth` fields deep: posts, their related posts, theirs, …, and an id at the bottom. */
function deepQuery(depth: number): string {
  let selection = 'id';
  for (let level = depth - 1; level > 1; level--) selection = `related(take: 1) { ${selection} }`;
  return `{ publicBlogs(take: 1) { ${selection} } }`;
}

/** A query carrying `count` directives, on one field repeated (no aliases, few tokens). */
const directivesQuery = (count: number) =>
  `{ ${Array.from({ length: count }, () => '__typename @include(if: true)').join(' ')} }`;

describe('request limits', () => {
  const cases = [
    { name: 'depth', query: deepQuery, limit: QUERY_LIMITS.depth },
    { name: 'directives', query: directivesQuery, limit: QUERY_LIMITS.directives },
  ];

  it.each(cases)('$name: at the limit answers, one over is refused, over HTTP', async ({ query, limit }) => {
    expect((await overHttp(query(limit))).errors).toBeUndefined();
    const refused = await overHttp(query(limit + 1));
    expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(refused.data ?? null).toBeNull();
  });

  it('answer the limit error for that operation over the WebSocket and keep the socket open', async () => {
    const { run, state } = socketClient();
    expect(await run('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: cities { id }`);
    const tokens = `{ ${Array.from({ length: QUERY_LIMITS.tokens + 1 }, () => '__typename').join(' ')} }`;
    for (const over of [`{ ${aliases.join(' ')} }`, tokens, ...cases.map((c) => c.query(c.limit + 1))]) {
      expect((await run(over)).errors?.[0]?.extensions?.code, over.slice(0, 60)).toBe('QUERY_TOO_COMPLEX');
    }
    for (const { query, limit } of cases) expect((await run(query(limit))).errors).toBeUndefined();
    expect(state.closed).toBeNull();
    expect(await run('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  });
});

/** Opens a graphql-ws socket with this Origin (none when null): 'open', or the upgrade's HTTP status. */
const openSocket = (origin: string | null) =>
  new Promise<'open' | number>((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      ...(origin === null ? {} : { origin }),
    });
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('error', reject);
  });

describe('the WebSocket', () => {
  it("refuses another site's page (403 on upgrade), lets in the site's own and clients without a page", async () => {
    expect(await openSocket('https://evil.example')).toBe(403);
    expect(await openSocket('http://localhost:3001')).toBe(403);
    expect(await openSocket('null')).toBe(403);
    expect(await openSocket(SITE)).toBe('open');
    expect(await openSocket(null)).toBe('open');
  });

  it('closes a socket that never sends connection_init within 3 s (4408)', async () => {
    const started = Date.now();
    const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const code = await new Promise<number>((resolve) =>
      socket.on('close', (closeCode) => resolve(closeCode)),
    );
    expect(code).toBe(4408);
    expect(Date.now() - started).toBeLessThan(3500);
  });
});
