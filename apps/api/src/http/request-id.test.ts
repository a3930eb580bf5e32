import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailAdapter } from '../adapters/mail/mail';
import { capturedLog } from '../test/captured-log';
import { TEST_PASSWORD } from '../test/factories';
import { listenHttpApp, startHttpTestServer, type HttpTestServer } from '../test/http-server';
import { createHttpApp } from './app';

/* Every request has an id, sent back in X-Request-Id and written on each log line about it. */

let server: HttpTestServer;

beforeAll(async () => {
  server = await startHttpTestServer();
});
afterAll(() => server.close());

const idOf = async (headers: Record<string, string> = {}) =>
  (await fetch(`${server.base}/healthz`, { headers })).headers.get('x-request-id');

describe('X-Request-Id', () => {
  it("keeps the proxy's id when it is a short safe token", async () => {
    expect(await idOf({ 'x-request-id': 'lb-7f3a.9_Z-1' })).toBe('lb-7f3a.9_Z-1');
    expect(await idOf({ 'x-request-id': 'a'.repeat(64) })).toBe('a'.repeat(64));
  });

  it('gives a new id to a request without one, a different one each time', async () => {
    const [first, second] = [await idOf(), await idOf()];
    expect(first).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(second).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(first).not.toBe(second);
  });

  it('replaces an id that is too long or holds other characters', async () => {
    for (const unsafe of ['a'.repeat(65), 'id with spaces', '"},"admin":true', 'x/../y']) {
      const id = await idOf({ 'x-request-id': unsafe });
      expect(id).not.toBe(unsafe);
      expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    }
  });

  it("writes the request's id on the log line of an unexpected error in a GraphQL operation", async () => {
    const { lines, log } = capturedLog();
    const failingMail = {
      ...createMailAdapter({ from: 'x@example.test', log }),
      enqueue: async () => {
        throw new Error('smtp is down');
      },
    };
    const other = await listenHttpApp({ ...server.api.deps, log, mail: failingMail });
    try {
      // Asking for one's account's deletion writes its cancel e-mail before answering.
      const { token } = await server.api.factories.user();
      const response = await fetch(`${other.base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': 'trace-4242',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          query: 'mutation($p: String) { requestAccountDeletion(password: $p) { dueAt } }',
          variables: { p: TEST_PASSWORD },
        }),
      });
      expect(response.headers.get('x-request-id')).toBe('trace-4242');
      const body = (await response.json()) as { errors?: { extensions: { code: string } }[] };
      expect(body.errors?.[0]?.extensions.code).toBe('INTERNAL');
      const logged = lines.find((line) => line.msg === 'unexpected resolver error');
      expect(logged).toMatchObject({ requestId: 'trace-4242', level: 50 });
      expect(JSON.stringify(logged)).toContain('smtp is down');
    } finally {
      await other.close();
    }
  });

  it("writes the request's id on the log line of a page whose server render failed", async () => {
    const { lines, log } = capturedLog();
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const webServerFiles = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-server-'));
    fs.mkdirSync(path.join(webServerFiles, 'ssr'));
    fs.writeFileSync(
      path.join(webServerFiles, 'ssr', 'entry-server.js'),
      "export const isServerRendered = () => true;\nexport async function render() { throw new Error('render broke'); }\n",
    );
    const app = createHttpApp({ ...server.api.deps, log }, { webDist, webServerFiles });
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (app.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/search`, {
        headers: { 'x-request-id': 'page-77' },
      });
      expect(response.headers.get('x-request-id')).toBe('page-77');
      const logged = lines.find((line) => String(line.msg).startsWith('server render failed'));
      expect(logged).toMatchObject({ requestId: 'page-77', path: '/search' });
    } finally {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
      fs.rmSync(webServerFiles, { recursive: true, force: true });
    }
  });
});
