import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { describeWithService, serviceUrl } from '../../test/services';
import { createPubSubAdapter, type PubSubAdapter } from './pubsub';

type Subscription = AsyncIterator<{ userId: string }>;

/** The next event, or null when none comes within `ms`. */
function nextWithin(iterator: Subscription, ms: number) {
  return Promise.race([
    iterator.next().then((r) => r.value as { userId: string }),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
}

describe('memory pub/sub', () => {
  const adapter = createPubSubAdapter();
  afterAll(() => adapter.close());

  it('delivers an event to a subscriber of its topic and id only', async () => {
    expect(adapter.kind).toBe('memory');
    const mine = adapter.pubsub.subscribe('user:updated', 'u1')[Symbol.asyncIterator]();
    const pending = mine.next();
    const others = adapter.pubsub.subscribe('user:updated', 'u2')[Symbol.asyncIterator]();
    const othersPending = nextWithin(others, 100);

    adapter.pubsub.publish('user:updated', 'u1', { userId: 'u1' });

    expect((await pending).value).toEqual({ userId: 'u1' });
    expect(await othersPending).toBeNull();
    await mine.return?.();
    await others.return?.();
  });
});

// CI sets REDIS_URL; without it this block is reported as skipped (with the reason), never as passed.
describeWithService('redis', 'Redis pub/sub', () => {
  const adapters: PubSubAdapter[] = [];
  const open = () => {
    const adapter = createPubSubAdapter(serviceUrl('redis'));
    adapters.push(adapter);
    return adapter;
  };
  afterAll(() => Promise.all(adapters.map((a) => a.close())));

  /** Publishes until the subscriber receives: its SUBSCRIBE reaches Redis asynchronously. */
  async function publishUntilReceived(publisher: PubSubAdapter, iterator: Subscription, userId: string) {
    const received = iterator.next().then((r) => r.value as { userId: string });
    for (let attempt = 0; attempt < 50; attempt++) {
      publisher.pubsub.publish('user:updated', userId, { userId });
      const event = await Promise.race([
        received,
        new Promise<null>((resolve) => setTimeout(resolve, 100, null)),
      ]);
      if (event) return event;
    }
    return null;
  }

  it('carries an event published by one API process to a subscriber in another, for its id only', async () => {
    const publisher = open();
    const subscriber = open();
    expect([publisher.kind, subscriber.kind]).toEqual(['redis', 'redis']);
    const [userId, otherId] = [randomUUID(), randomUUID()];
    const mine = subscriber.pubsub.subscribe('user:updated', userId)[Symbol.asyncIterator]();
    const others = subscriber.pubsub.subscribe('user:updated', otherId)[Symbol.asyncIterator]();
    const othersPending = nextWithin(others, 1000);

    expect(await publishUntilReceived(publisher, mine, userId)).toEqual({ userId });
    expect(await othersPending).toBeNull();
    await mine.return?.();
    await others.return?.();
  });
});
