import type { TestApi } from './harness';

/** One GraphQL result as a subscription's event carries it. */
export type SseEvent = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

/**
 * A subscription over HTTP (server-sent events) through Yoga, as a browser without WebSockets
 * would open it: the events arrive in `events` as they come; `next()` waits for the next one.
 */
export async function sseSubscription(
  api: TestApi,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
) {
  const controller = new AbortController();
  const response = await api.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    signal: controller.signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  /** Wakes a `next()` waiting for an event. */
  const wake = { up: () => {} };
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (const match of buffer.matchAll(/^data: (.+)$/gm)) events.push(JSON.parse(match[1]!) as SseEvent);
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      wake.up();
    }
  })();
  let read = 0;
  return {
    status: response.status,
    events,
    /** The next event not read yet, or null when none comes within `timeoutMs`. */
    async next(timeoutMs = 5000): Promise<SseEvent | null> {
      const deadline = Date.now() + timeoutMs;
      while (events.length <= read && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake.up = resolve;
          setTimeout(resolve, Math.max(0, deadline - Date.now()));
        });
      }
      return events.length > read ? events[read++]! : null;
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      controller.abort();
    },
  };
}
