import type { Subscription } from 'rxjs';
import type { RoomFieldsFragment } from '../../../gql/graphql';
import { loadApolloClient } from '../../../lib/apollo/load-apollo';
import { UserRoomsDocument } from '../api/messaging-operations';

/*
 * One userRooms subscription for the whole app, however many parts listen (the header's and side
 * navigation's unread count, the conversation list, the open conversation): each push is written
 * to Apollo's normalized cache, so a conversation shown anywhere updates, and then handed to every
 * listener. It starts with the first listener and stops with the last.
 */

type RoomListener = (room: RoomFieldsFragment) => void;

/** A subscription refused or ended (an expired session, a restart) is tried again after this. */
const RETRY_MS = 15_000;

const listeners = new Set<RoomListener>();
let stop: (() => void) | null = null;

function start(): () => void {
  let subscription: Subscription | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const again = () => {
    subscription = undefined;
    if (!stopped) retry = setTimeout(open, RETRY_MS);
  };
  function open() {
    void loadApolloClient().then((client) => {
      if (stopped) return;
      subscription = client.subscribe({ query: UserRoomsDocument }).subscribe({
        next: ({ data }) => {
          if (data) for (const listener of [...listeners]) listener(data.userRooms);
        },
        error: again,
        complete: again,
      });
    }, again);
  }
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    subscription?.unsubscribe();
  };
}

/** Calls `listener` with each conversation of the viewer that changes; returns the function that stops. */
export function watchUserRooms(listener: RoomListener): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size || !stop) return;
    stop();
    stop = null;
  };
}
