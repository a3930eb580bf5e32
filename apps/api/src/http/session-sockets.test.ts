import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createPubSubAdapter, type PubSubAdapter } from '../adapters/pubsub/pubsub';
import { emailOutbox } from '../db/schema/mail';
import { sessions } from '../db/schema/users';
import { TEST_PASSWORD } from '../test/factories';
import { createTestApi, type TestApi } from '../test/harness';
import { describeWithService, serviceUrl } from '../test/services';
import { createHttpApp, type HttpApp } from './app';
import { SESSION_ENDED, watchSessionSockets } from './session-sockets';

/* Real servers and real WebSocket clients: a session's sockets close when the session ends. */

let api: TestApi;
let webDist: string;
const apps: HttpApp[] = [];
const clients: Client[] = [];
const adapters: PubSubAdapter[] = [];

/** An API process over the test database; `pubsub` of its own stands for another process. */
async function startApp(pubsub = api.deps.pubsub): Promise<string> {
  const app = createHttpApp({ ...api.deps, pubsub }, { webDist });
  apps.push(app);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

let base: string;
beforeAll(async () => {
  api = await createTestApi();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  base = await startApp();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  for (const app of apps) await app.close();
  await Promise.all(adapters.map((a) => a.close()));
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function graphql<T>(server: string, query: string, variables = {}, token?: string) {
  const response = await fetch(`${server}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: unknown[] };
}

const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const UPDATED = 'subscription { currentUserUpdated { id } }';

interface Live {
  events: AsyncIterator<unknown>;
  /** The close code, once the server closes the socket. */
  closed: Promise<number>;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(resolve, ms, null))]);

/**
 * Updates the user until `live` receives the event: its subscription is registered asynchronously.
 * Answers false when nothing came.
 */
async function receives(live: Live, token: string): Promise<boolean> {
  const next = live.events.next();
  for (let attempt = 0; attempt < 50; attempt++) {
    await graphql(base, 'mutation { updateUser(data: { firstName: "Changed" }) { id } }', {}, token);
    if (await within(next, 100)) return true;
  }
  return false;
}

/** A WebSocket subscribed to the user's updates with `token`, on `server`, receiving. */
async function subscribe(token: string, server = base): Promise<Live> {
  let onClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const client = createClient({
    url: `${server.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: { authorization: `Bearer ${token}` },
    on: { closed: (event) => onClosed((event as { code: number }).code) },
  });
  clients.push(client);
  const live = { events: client.iterate({ query: UPDATED }), closed };
  // Errors of a closed socket surface on the next read; the tests read the close code instead.
  live.events.next = (
    (next) => () =>
      next().catch(() => ({ done: true, value: undefined }))
  )(live.events.next.bind(live.events));
  expect(await receives(live, token)).toBe(true);
  return live;
}

/** A user signed in on two devices. */
async function userOnTwoDevices() {
  const { user, token } = await api.factories.user();
  const r = await graphql<{ login: { token: string } }>(base, LOGIN, { e: user.email, p: TEST_PASSWORD });
  return { user, first: token, second: r.data!.login.token };
}

describe('the sockets of a session', () => {
  it('close at log-out, and only that session’s', async () => {
    const { first, second } = await userOnTwoDevices();
    const [loggedOut, other] = [await subscribe(first), await subscribe(second)];
    await graphql(base, 'mutation { logout }', {}, first);
    expect(await within(loggedOut.closed, 5000)).toBe(SESSION_ENDED.code);
    expect(await receives(other, second)).toBe(true);
    expect(await within(other.closed, 100)).toBeNull();
  });

  it('of the other devices close at a password change; this device’s stays open', async () => {
    const { first, second } = await userOnTwoDevices();
    const [here, elsewhere] = [await subscribe(first), await subscribe(second)];
    const r = await graphql<{ changePassword: { token: string } }>(
      base,
      `mutation { changePassword(currentPassword: "${TEST_PASSWORD}", password: "Chang3d!pass") { token } }`,
      {},
      first,
    );
    expect(await within(elsewhere.closed, 5000)).toBe(SESSION_ENDED.code);
    expect(await receives(here, r.data!.changePassword.token)).toBe(true);
    expect(await within(here.closed, 100)).toBeNull();
  });

  it('all close at a password reset', async () => {
    const { user, first, second } = await userOnTwoDevices();
    const lives = [await subscribe(first), await subscribe(second)];
    await graphql(base, 'mutation($e: String!) { requestPasswordReset(email: $e) }', { e: user.email });
    // The link is written just after the answer.
    await api.settle();
    const [mail] = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    const link = /token=([\w-]+)/.exec(mail!.textBody)![1]!;
    await graphql(base, `mutation { resetPassword(token: "${link}", password: "Reset!pass9") { token } }`);
    for (const live of lives) expect(await within(live.closed, 5000)).toBe(SESSION_ENDED.code);
  });

  it('close when the session ended between reading it and tracking the socket', async () => {
    const { user, token } = await api.factories.user();
    const [session] = await api.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const socket = Object.assign(new EventEmitter(), { close: vi.fn() });
    const watched = watchSessionSockets(api.deps);
    try {
      // Revoked before the socket is tracked: the announcement came too early for it.
      await graphql(base, 'mutation { logout }', {}, token);
      await watched.track(session!.id, socket as unknown as WebSocket);
      expect(socket.close).toHaveBeenCalledWith(SESSION_ENDED.code, SESSION_ENDED.reason);
    } finally {
      await watched.stop();
    }
  });

  it('close when the session went unused past the idle time, as an expired one', async () => {
    const { user, token } = await api.factories.user();
    const idle = new Date(Date.now() - api.config.SESSION_IDLE_TTL * 1000 - 1000);
    const [session] = await api.deps.db
      .update(sessions)
      .set({ lastSeenAt: idle })
      .where(eq(sessions.userId, user.id))
      .returning();
    // A new subscription on the socket is a visitor's; the socket is not kept for the session.
    expect((await graphql<{ currentUser: null }>(base, '{ currentUser { id } }', {}, token)).data).toEqual({
      currentUser: null,
    });
    const socket = Object.assign(new EventEmitter(), { close: vi.fn() });
    const watched = watchSessionSockets(api.deps);
    try {
      await watched.track(session!.id, socket as unknown as WebSocket);
      expect(socket.close).toHaveBeenCalledWith(SESSION_ENDED.code, SESSION_ENDED.reason);
    } finally {
      await watched.stop();
    }
  });
});

// CI sets REDIS_URL; without it this block is reported as skipped (with the reason), never as passed.
describeWithService('redis', 'the sockets of a session, with several API processes', () => {
  it('close in every process when the session ends in one of them', async () => {
    const other = createPubSubAdapter(serviceUrl('redis'));
    adapters.push(other);
    const elsewhere = await startApp(other.pubsub);
    const { first, second } = await userOnTwoDevices();
    const live = await subscribe(first, elsewhere);
    // Logged out through the first process; the socket is held by the second.
    await graphql(base, 'mutation { logout }', {}, first);
    expect(await within(live.closed, 5000)).toBe(SESSION_ENDED.code);
    expect(await receives(await subscribe(second, elsewhere), second)).toBe(true);
  });
});
