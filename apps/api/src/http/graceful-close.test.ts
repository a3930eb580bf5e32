import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { trackRequests } from './graceful-close';

/* Closing the server of a stopping process: requests under way are answered, within a grace. */

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.closeAllConnections()));

/** A server answering each request once its whole body has arrived, with the body's length. */
async function start() {
  const server = http.createServer((req, res) => {
    let length = 0;
    req.on('data', (chunk: Buffer) => (length += chunk.length));
    req.on('end', () => res.end(String(length)));
  });
  const close = trackRequests(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, close, port: (server.address() as AddressInfo).port };
}

/** A POST whose body of `size` bytes the test sends a piece at a time (`request`), and its answer. */
function slowPost(port: number, size: number) {
  const request = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    headers: { 'content-length': size },
  });
  const answer = new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      });
      request.on('error', reject);
    },
  );
  return { answer, request };
}

const connects = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );

it('lets a request under way finish, refusing new connections meanwhile', async () => {
  const { close, port } = await start();
  const upload = slowPost(port, 30);
  upload.request.write('x'.repeat(10));
  await new Promise((resolve) => setTimeout(resolve, 100));

  let closed = false;
  const closing = close(10_000).then(() => (closed = true));
  expect(await connects(port)).toBe(false);
  upload.request.write('x'.repeat(10));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(closed).toBe(false);
  upload.request.end('x'.repeat(10));

  expect(await upload.answer).toEqual({ status: 200, body: '30', connection: 'close' });
  await closing;
});

it('cuts a request still under way once the grace is over', async () => {
  const { close, port } = await start();
  const upload = slowPost(port, 30);
  upload.request.write('x'.repeat(10));
  await new Promise((resolve) => setTimeout(resolve, 100));

  await close(300);
  await expect(upload.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
});

it('closes at once when nothing is under way, idle keep-alive connections included', async () => {
  const { close, port } = await start();
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve) =>
    http.get({ port, host: '127.0.0.1', agent }, (res) => res.resume().on('end', resolve)),
  );
  // A grace longer than the test's own timeout: waiting for the idle connection would fail it.
  await close(60_000);
  agent.destroy();
});
