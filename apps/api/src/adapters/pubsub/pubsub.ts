import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import type { WireMessage } from '../../modules/messaging/message-views';

/** Topics and their payloads: ids, so subscribers read fresh rows themselves (but see room:message). */
export type Topics = {
  'user:updated': [userId: string, payload: { userId: string }];
  /** Sessions that ended (log-out, password changed or reset): every process closes their sockets. */
  'session:revoked': [payload: { sessionIds: string[] }];
  /**
   * A message was posted in a room (modules/messaging), with the message as its readers get it and
   * the participants who read it (staff aside) when it was sent: a message does not change once
   * sent, and every subscriber would otherwise read the same rows.
   */
  'room:message': [
    roomId: string,
    payload: { roomId: string; messageId: string; message: WireMessage; readerIds: string[] },
  ];
  /** One of a user's rooms changed: a new room, a new last message, read state or unread count. */
  'user:rooms': [userId: string, payload: { roomId: string }];
};

export interface PubSubAdapter {
  pubsub: ReturnType<typeof createPubSub<Topics>>;
  kind: 'memory' | 'redis';
  /** Resolves once Redis answers PING (at once in memory): the readiness probe's check. */
  ping(): Promise<void>;
  /** Events dropped because too many were waiting for Redis (always 0 in memory). */
  droppedEvents(): number;
  close(): Promise<void>;
}

/**
 * Says once when a connection to Redis is lost and once when it is back, instead of ioredis's
 * unhandled-error line at each reconnection attempt (every 2 s while it is away).
 */
function logOutages(client: Redis, role: string, log?: Logger): void {
  let lost = false;
  client.on('error', (error: Error) => {
    if (!lost) log?.warn({ err: error, role }, 'redis unreachable: live events wait for it, reconnecting');
    lost = true;
  });
  client.on('ready', () => {
    if (lost) log?.info({ role }, 'redis reachable again');
    lost = false;
  });
}

/**
 * Events kept for Redis while it is away, per process: past this, new ones are dropped (and said
 * once per outage), so a long outage costs bounded memory rather than every event since it began.
 */
export const REDIS_WAITING_EVENTS_MAX = 10_000;

/**
 * Lets `client.publish` queue at most `max` commands while the connection is not ready (ioredis
 * would queue without end); answers how many it dropped since the start.
 */
function capWaitingPublishes(client: Redis, max: number, log?: Logger): () => number {
  const publish = client.publish.bind(client);
  let waiting = 0;
  let dropped = 0;
  let saidSinceReady = false;
  client.on('ready', () => (saidSinceReady = false));
  client.publish = ((channel: string, message: string) => {
    if (client.status === 'ready') return publish(channel, message);
    if (waiting >= max) {
      dropped++;
      if (!saidSinceReady) log?.warn({ max }, 'redis still unreachable: further live events are dropped');
      saidSinceReady = true;
      return Promise.resolve(0);
    }
    waiting++;
    return publish(channel, message).finally(() => waiting--);
  }) as Redis['publish'];
  return () => dropped;
}

/**
 * In-process pub/sub by default; Redis when a URL is given, so events reach every API process.
 * While Redis is away requests are served as ever: events published meanwhile wait in the process
 * and go out when it is back, and subscribers' SUBSCRIBEs are made again on reconnection.
 */
export function createPubSubAdapter(redisUrl?: string, log?: Logger): PubSubAdapter {
  if (!redisUrl) {
    return {
      pubsub: createPubSub<Topics>(),
      kind: 'memory',
      ping: async () => undefined,
      droppedEvents: () => 0,
      close: async () => undefined,
    };
  }
  const options = { maxRetriesPerRequest: null, lazyConnect: false } as const;
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  logOutages(publishClient, 'publish', log);
  logOutages(subscribeClient, 'subscribe', log);
  const droppedEvents = capWaitingPublishes(publishClient, REDIS_WAITING_EVENTS_MAX, log);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    kind: 'redis',
    droppedEvents,
    // Both connections: a process whose subscriber lost Redis misses events, as bad as not publishing.
    // While Redis is away ioredis queues commands without end: a probe would leave two pings
    // waiting each time. A connection not ready answers at once.
    ping: async () => {
      for (const client of [publishClient, subscribeClient])
        if (client.status !== 'ready') throw new Error(`redis ${client.status}`);
      await Promise.all([publishClient.ping(), subscribeClient.ping()]);
    },
    // QUIT waits for an answer that a Redis still away never gives: such a connection is dropped.
    close: async () => {
      await Promise.all(
        [publishClient, subscribeClient].map((client) =>
          client.status === 'ready' ? client.quit() : client.disconnect(),
        ),
      );
    },
  };
}
