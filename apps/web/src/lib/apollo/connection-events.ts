/*
 * Tells the pages that keep live data when the subscriptions' WebSocket has connected again after
 * a drop: pushes sent meanwhile are lost, so a page refetches what it shows (the open conversation,
 * the unread count). Its own module, outside the lazily loaded subscription link, so a page can
 * listen without loading graphql-ws.
 */

const listeners = new Set<() => void>();
let connections = 0;

/** Calls `listener` after every connection but the first; returns the function that stops it. */
export function onSubscriptionsReconnected(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called by the subscription link each time the socket is acknowledged. */
export function subscriptionsConnected(): void {
  connections += 1;
  if (connections === 1) return;
  for (const listener of [...listeners]) listener();
}
