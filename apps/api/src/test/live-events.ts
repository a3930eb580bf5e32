import type { TestApi } from './harness';

const PROBE = '\u0000probe';

/**
 * The 'user:updated' events of one user, from a subscription known to be live. With Redis, a
 * subscription's SUBSCRIBE takes effect a moment after subscribe() returns, and an event published
 * before then never reaches it: a probe is published until one comes back, and probes are skipped.
 */
export async function liveUserUpdates(
  api: TestApi,
  userId: string,
): Promise<AsyncIterator<{ userId: string }>> {
  const events = api.deps.pubsub.subscribe('user:updated', userId)[Symbol.asyncIterator]();
  const first = events.next();
  let live = false;
  void first.then(() => (live = true));
  while (!live) {
    api.deps.pubsub.publish('user:updated', userId, { userId: PROBE });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    async next() {
      for (;;) {
        const result = await events.next();
        if (result.done || result.value.userId !== PROBE) return result;
      }
    },
    return: async () => (await events.return?.()) ?? { done: true, value: undefined },
  };
}
