import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema/newsletter';
import { CSRF_HEADER } from '../graphql/csrf-prevention';
import { MAX_MULTIPART_BODY_BYTES } from '../graphql/request-limits';
import { createTestApi, type TestApi } from '../test/harness';
import { createHttpApp, type HttpApp } from './app';

/*
 * What the HTTP server promises below GraphQL: HSTS on an HTTPS site, no version in headers,
 * slow clients cut off, requests another site's page could forge refused, and oversized uploads.
 */

const SITE = 'http://localhost:3000';

let api: TestApi;
let webDist: string;
/** The site as configured for the tests (plain HTTP, the default timeouts). */
let plain: HttpApp;
/** The same API behind a TLS proxy (PUBLIC_URL https://). */
let secure: HttpApp;
/** The same API with timeouts a test can wait out (alone: a loaded machine may exceed them). */
let tight: HttpApp;

const baseOf = (app: HttpApp) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function listen(app: HttpApp): Promise<HttpApp> {
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return app;
}

beforeAll(async () => {
  api = await createTestApi({ env: { PUBLIC_URL: SITE } });
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
  plain = await listen(createHttpApp(api.deps, { webDist, webServerFiles: webDist }));
  const withConfig = (config: Partial<TestApi['config']>) =>
    listen(createHttpApp({ ...api.deps, config: { ...api.deps.config, ...config } }, { webDist }));
  secure = await withConfig({ publicUrl: 'https://rentals.example' });
  tight = await withConfig({
    HTTP_HEADERS_TIMEOUT_MS: 300,
    HTTP_REQUEST_TIMEOUT_MS: 800,
    HTTP_KEEP_ALIVE_TIMEOUT_MS: 400,
  });
});
afterAll(async () => {
  await Promise.all([plain.close(), secure.close(), tight.close()]);
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A page, /graphql and /files: each kind of answer the server writes. */
const answersOf = (app: HttpApp) =>
  Promise.all([
    fetch(`${baseOf(app)}/search`),
    fetch(`${baseOf(app)}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    }),
    fetch(`${baseOf(app)}/files/00000000-0000-4000-8000-000000000000`),
  ]);

describe('response headers', () => {
  it('send HSTS when the site is served over HTTPS, on pages, /graphql and /files', async () => {
    for (const response of await answersOf(secure)) {
      expect(response.status, response.url).not.toBe(408);
      expect(response.headers.get('strict-transport-security'), response.url).toBe('max-age=31536000');
    }
  });

  it('send no HSTS over plain HTTP, a referrer policy, and no server name or version', async () => {
    for (const app of [plain, secure]) {
      for (const response of await answersOf(app)) {
        if (app === plain) expect(response.headers.get('strict-transport-security'), response.url).toBeNull();
        expect(response.headers.get('referrer-policy'), response.url).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('x-powered-by'), response.url).toBeNull();
        expect(response.headers.get('server'), response.url).toBeNull();
      }
    }
  });
});

/** Writes `text` on a raw connection and says what came back before the server closed it, and when. */
function sendAndWait(app: HttpApp, text: string) {
  return new Promise<{ answer: string; afterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1', () =>
      socket.write(text),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
    socket.on('error', reject);
  });
}

describe('slow clients', () => {
  it('applies the configured timeouts, not Node version defaults', () => {
    expect(plain.server.headersTimeout).toBe(20_000);
    expect(plain.server.requestTimeout).toBe(900_000);
    expect(plain.server.keepAliveTimeout).toBe(5_000);
  });

  it('disconnects a client that sends part of its headers and then nothing', async () => {
    const { answer, afterMs } = await sendAndWait(tight, 'GET /search HTTP/1.1\r\nHost: rentals.example\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(5000);
  }, 15_000);

  it('disconnects a client that sends part of its body and then nothing', async () => {
    const head = `POST /graphql HTTP/1.1\r\nHost: rentals.example\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    const { answer, afterMs } = await sendAndWait(tight, `${head}{"query":`);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(5000);
  }, 15_000);
});

describe('requests another site could forge', () => {
  const subscribe = (email: string) =>
    JSON.stringify({
      query: 'mutation($e: String!) { subscribeNewsletter(email: $e) { status } }',
      variables: { e: email },
    });
  /** Whether the request got as far as the address (the newsletter writes it after answering). */
  const subscribed = async (email: string) => {
    await api.settle();
    const rows = await api.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return rows.length > 0;
  };
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${baseOf(plain)}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', ...headers },
      body,
    });
  /** The mutation as a multipart request (the upload format), with no file. */
  const multipart = (email: string) => {
    const form = new FormData();
    form.append('operations', subscribe(email));
    form.append('map', '{}');
    return form;
  };

  it('refuses a text/plain or form post carrying a mutation, which then has no effect', async () => {
    const text = await post(subscribe('text@example.test'), { 'content-type': 'text/plain' });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const form = await post(
      new URLSearchParams({
        query: `mutation { subscribeNewsletter(email: "form@example.test") { status } }`,
      }),
    );
    expect(form.status).toBe(403);
    expect(await subscribed('text@example.test')).toBe(false);
    expect(await subscribed('form@example.test')).toBe(false);
  });

  it(`refuses a multipart post without ${CSRF_HEADER} (403, no effect), takes it with`, async () => {
    const refused = await post(multipart('forged@example.test'));
    expect(refused.status).toBe(403);
    expect(await subscribed('forged@example.test')).toBe(false);

    const taken = await post(multipart('upload@example.test'), { [CSRF_HEADER]: '1', origin: SITE });
    expect(taken.status).toBe(200);
    expect(await subscribed('upload@example.test')).toBe(true);
  });

  it('refuses a GET carrying a mutation, with or without the header, which then has no effect', async () => {
    const query = encodeURIComponent(
      'mutation { subscribeNewsletter(email: "get@example.test") { status } }',
    );
    for (const headers of [{}, { [CSRF_HEADER]: '1' }] as Record<string, string>[]) {
      const response = await fetch(`${baseOf(plain)}/graphql?query=${query}`, { headers });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(await subscribed('get@example.test')).toBe(false);
  });

  it('takes a JSON post without the header: a browser preflights it, and CORS answers the site alone', async () => {
    const response = await post(subscribe('json@example.test'), { 'content-type': 'application/json' });
    expect(response.status).toBe(200);
    expect(await subscribed('json@example.test')).toBe(true);
  });
});

describe('the multipart body limit', () => {
  it(`answers 413 to an upload declaring more than ${MAX_MULTIPART_BODY_BYTES} bytes, before reading it`, async () => {
    const head = [
      'POST /graphql HTTP/1.1',
      'Host: localhost:3000',
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${MAX_MULTIPART_BODY_BYTES + 1}`,
      `${CSRF_HEADER}: 1`,
      'Connection: close',
    ].join('\r\n');
    const { answer } = await sendAndWait(plain, `${head}\r\n\r\n--x\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('PAYLOAD_TOO_LARGE');
  });
});
