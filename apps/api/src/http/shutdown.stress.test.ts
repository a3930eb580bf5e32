import http from 'node:http';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startApiProcess, type ApiProcess } from '../test/api-process';

/*
 * SIGTERM (issue 26): the process takes itself out of rotation, answers the request under way,
 * closes its WebSockets with "going away" so browsers reconnect elsewhere, refuses new connections
 * once drained, and exits 0 in bounded time.
 */

const DRAIN_MS = 2000;
const GRACE_MS = 20_000;
let api: ApiProcess | undefined;
afterAll(() => api?.cleanUp());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GraphQL POST whose body the test sends a piece at a time; resolves with its status and body. */
function slowGraphqlPost(base: string) {
  const body = JSON.stringify({ query: `{ __typename }${' '.repeat(1000)}` });
  const { hostname, port } = new URL(base);
  const request = http.request({
    hostname,
    port,
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    request.on('error', reject);
  });
  return { request, answer, body };
}

/** A graphql-ws socket with one live subscription; resolves its close code when the server closes it. */
async function subscribedSocket(base: string, token: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const acked = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  expect(JSON.parse(String(await acked))).toEqual({ type: 'connection_ack' });
  socket.send(
    JSON.stringify({
      id: '1',
      type: 'subscribe',
      payload: { query: 'subscription { currentUserUpdated { id } }' },
    }),
  );
  return { closed };
}

const readiness = async (base: string) => (await fetch(`${base}/readyz`)).status;

it('drains on SIGTERM: answers the request under way, closes sockets, exits 0', async () => {
  api = await startApiProcess({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  const { url, token } = api;
  expect(await readiness(url)).toBe(200);
  const socket = await subscribedSocket(url, token);

  const slow = slowGraphqlPost(url);
  slow.request.write(slow.body.slice(0, 10));
  await pause(200);

  const signalledAt = Date.now();
  api.child.kill('SIGTERM');
  await pause(300);
  // Out of rotation at once, while still serving.
  expect(await readiness(url)).toBe(503);
  // Part of the body during the drain, the rest after it: the answer must outlive the drain.
  slow.request.write(slow.body.slice(10, 500));
  await pause(DRAIN_MS + 500);
  expect(await socket.closed).toBe(1001);
  await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  slow.request.end(slow.body.slice(500));

  const answer = await slow.answer;
  expect(answer.status, api.output()).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
  const exit = await api.exited;
  expect(exit.code, api.output()).toBe(0);
  expect(exit.at - signalledAt).toBeLessThan(DRAIN_MS + GRACE_MS);
}, 240_000);
