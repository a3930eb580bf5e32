import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { MAX_JSON_BODY_BYTES } from '../graphql/request-limits';
import type { CreatedUser } from '../test/factories';
import { createTestApi, type TestApi } from '../test/harness';
import { createHttpApp, type HttpApp } from './app';

/* The real HTTP server on a free port: headers, body limit, the SPA, and graphql-ws subscriptions. */

const INDEX_HTML =
  '<!doctype html><html><head><title>Rentals</title></head><body><div id="root"></div></body></html>';

let api: TestApi;
let app: HttpApp;
let base: string;
let webDist: string;
let renter: CreatedUser;
const clients: Client[] = [];

beforeAll(async () => {
  // With REDIS_URL (CI), subscriptions go through the local Redis, as with several API processes.
  api = await createTestApi({ env: process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {} });
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
  app = createHttpApp(api.deps, { webDist });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  renter = await api.factories.user({ userType: 'RENTER' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.close();
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const graphql = (query: string, token?: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('security headers', () => {
  it('are sent with the SPA', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are sent with /graphql', async () => {
    const response = await graphql('{ currentUser { id } }');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });
});

describe('request body limit', () => {
  it('answers 413 to a JSON body over 1 MiB', async () => {
    const query = `{ currentUser { id } } # ${'x'.repeat(MAX_JSON_BODY_BYTES)}`;
    const response = await graphql(query);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });
});

describe('the SPA', () => {
  it('serves index.html for a client route, never cached', async () => {
    const response = await fetch(`${base}/profile/settings?tab=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves a built asset, cached for a year, and 404 for a missing one', async () => {
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });
});

describe('graphql-ws subscriptions', () => {
  const CURRENT_USER_UPDATED = 'subscription { currentUserUpdated { id firstName } }';

  function wsClient(token?: string): Client {
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    });
    clients.push(client);
    return client;
  }

  it('pushes the signed-in user after an update over HTTP', async () => {
    const subscription = wsClient(renter.token).iterate<{
      currentUserUpdated: { id: string; firstName: string };
    }>({
      query: CURRENT_USER_UPDATED,
    });
    const pushed = subscription.next();

    // The subscription is registered asynchronously on the server; update until an event arrives.
    let event: Awaited<typeof pushed> | null = null;
    for (let attempt = 0; attempt < 50 && !event; attempt++) {
      const update = await graphql(
        'mutation { updateUser(data: { firstName: "Changed" }) { id } }',
        renter.token,
      );
      expect(update.status).toBe(200);
      event = await Promise.race([pushed, new Promise<null>((resolve) => setTimeout(resolve, 100, null))]);
    }

    expect(event?.value).toEqual({
      data: { currentUserUpdated: { id: renter.user.id, firstName: 'Changed' } },
    });
    await subscription.return?.();
  });

  it('answers UNAUTHENTICATED to a subscription without a token', async () => {
    const subscription = wsClient().iterate({ query: CURRENT_USER_UPDATED });
    const outcome = await subscription.next().then(
      (result) => result.value as FormattedExecutionResult,
      (error: unknown) => ({ errors: Array.isArray(error) ? error : [error] }) as FormattedExecutionResult,
    );
    expect(outcome.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(outcome.data ?? null).toBeNull();
  });
});
