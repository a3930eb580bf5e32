import { loadApolloClient } from '../../../lib/apollo/load-apollo';
import { onSubscriptionsReconnected } from '../../../lib/apollo/connection-events';
import { UnreadMessagesDocument } from '../api/messaging-operations';
import { watchUserRooms } from './user-rooms';

/*
 * The unread message count of the header and the side navigation: asked once, then again after
 * each change of the viewer's conversations (a userRooms push: a new message, a conversation read
 * here or on another device) and after the subscriptions reconnect. Asking the total again is
 * exact where adding up the pushes' per-room counts would drift. Shared by every badge on screen.
 */

type CountListener = (count: number | null) => void;

/** Pushes come in pairs and bursts (a message, then its read mark): one question for a burst. */
const SETTLE_MS = 250;

const listeners = new Set<CountListener>();
let active: { userId: string; stop: () => void } | null = null;
let count: number | null = null;

function publish(next: number | null) {
  count = next;
  for (const listener of [...listeners]) listener(next);
}

function start(): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = () => {
    void loadApolloClient()
      .then((client) => client.query({ query: UnreadMessagesDocument, fetchPolicy: 'network-only' }))
      .then(
        ({ data }) => {
          if (!stopped && data) publish(data.unreadMessages);
        },
        // A failed question keeps the last count; the next change asks again.
        () => undefined,
      );
  };
  const askSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(ask, SETTLE_MS);
  };
  ask();
  const stopRooms = watchUserRooms(askSoon);
  const stopReconnects = onSubscriptionsReconnected(askSoon);
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopRooms();
    stopReconnects();
  };
}

/** Calls `listener` with the signed-in user's unread count (null until known); returns the stop. */
export function watchUnreadCount(userId: string, listener: CountListener): () => void {
  if (active && active.userId !== userId) {
    active.stop();
    active = null;
    count = null;
  }
  listeners.add(listener);
  if (!active) active = { userId, stop: start() };
  else listener(count);
  return () => {
    listeners.delete(listener);
    if (listeners.size || !active) return;
    active.stop();
    active = null;
    count = null;
  };
}
