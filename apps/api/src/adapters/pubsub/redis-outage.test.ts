import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createPubSubAdapter, REDIS_WAITING_EVENTS_MAX } from './pubsub';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { redisServerAvailable, startLocalRedis, type LocalRedis } from '../../test/local-redis';

/*
 * Redis goes away and comes back (issue 26): the API goes on serving, its rate limits (in the
 * database) still hold, readiness says "degraded" instead of taking every process out of rotation,
 * and a subscription opened before the outage hears events again once Redis is back.
 */

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(resolve, ms, null))]);

describe.skipIf(!redisServerAvailable)('Redis down and back (needs /usr/bin/redis-server)', () => {
  let redis: LocalRedis;
  let server: HttpTestServer;
  let client: Client | undefined;

  beforeAll(async () => {
    redis = await startLocalRedis();
    server = await startHttpTestServer({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await client?.dispose();
    await server?.close();
    await redis?.kill();
  });

  const graphql = async <T>(query: string, variables = {}, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
      // No request may wait on Redis: a hang fails here, well before the test's own timeout.
      signal: AbortSignal.timeout(5000),
    });
    return (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
  };
  const readiness = async () => {
    const response = await fetch(`${server.base}/readyz`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const rename = (token: string, firstName: string) =>
    graphql<{ updateUser: { firstName: string } }>(
      'mutation($n: String!) { updateUser(data: { firstName: $n }) { firstName } }',
      { n: firstName },
      { authorization: `Bearer ${token}` },
    );

  it('keeps serving while Redis is away, and the subscription hears events once it is back', async () => {
    const { user, token } = await server.api.factories.user();
    client = createClient({
      url: `${server.base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    const events = client.iterate<{ currentUserUpdated: { firstName: string } }>({
      query: 'subscription { currentUserUpdated { firstName } }',
    });
    /** Renames the user until the subscription hears one of the names: SUBSCRIBE lands a moment late. */
    const heardAfterRenaming = async (prefix: string, tries: number) => {
      let next = events.next();
      for (let attempt = 0; attempt < tries; attempt++) {
        expect((await rename(token, `${prefix}${attempt}`)).data?.updateUser.firstName).toBe(
          `${prefix}${attempt}`,
        );
        for (;;) {
          const event = await within(next, 200);
          if (!event) break;
          next = events.next();
          if (event.value?.data?.currentUserUpdated.firstName.startsWith(prefix)) return true;
        }
      }
      return false;
    };
    expect(await heardAfterRenaming('Before', 25)).toBe(true);

    await redis.kill();

    // Queries and mutations that publish are answered as ever.
    expect((await graphql<{ __typename: string }>('{ __typename }')).data).toEqual({ __typename: 'Query' });
    expect((await rename(token, 'During')).data).toEqual({ updateUser: { firstName: 'During' } });
    // Login throttling lives in the database: the sixth wrong password in a row is refused as always.
    const login = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const r = await graphql(
        login,
        { e: user.email, p: 'Wrong!pass1' },
        { 'x-forwarded-for': '203.0.113.9' },
      );
      codes.push(r.errors?.[0]?.extensions?.code);
    }
    expect(codes.at(-1)).toBe('TOO_MANY_ATTEMPTS');
    expect(new Set(codes.slice(0, 5)).has('TOO_MANY_ATTEMPTS')).toBe(false);
    // Ready, degraded: every process shares this Redis, and a 503 would take them all out at once.
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready', degraded: ['redis'] } });

    await redis.start();
    for (let wait = 0; wait < 100; wait++) {
      if (!JSON.stringify((await readiness()).body).includes('degraded')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
    // The subscription opened before the outage, on the same socket, hears the events of after it.
    expect(await heardAfterRenaming('After', 25)).toBe(true);
  }, 60_000);

  it('keeps at most REDIS_WAITING_EVENTS_MAX events for Redis, and closes at once while it is away', async () => {
    const adapter = createPubSubAdapter(redis.url);
    for (let wait = 0; wait < 50; wait++) {
      if (
        await adapter.ping().then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Events wait for Redis up to a bound; past it they are dropped, not kept in memory.
    for (let i = 0; i < REDIS_WAITING_EVENTS_MAX + 5; i++)
      adapter.pubsub.publish('user:updated', 'nobody', { userId: 'nobody' });
    expect(adapter.droppedEvents()).toBe(5);
    // QUIT would wait for ever for a Redis that is away: the test's timeout would fail it.
    await adapter.close();
    // A rejection nobody handles would surface here, failing the run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await redis.start();
  });
});
