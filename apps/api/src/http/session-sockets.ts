import type { WebSocket } from 'ws';
import type { AppDeps } from '../graphql/context';
import { isSessionOpen } from '../modules/auth/session.service';

/**
 * How a socket whose session ended is closed: graphql-ws's Forbidden (4403), which clients retry,
 * so a browser that signed in again reconnects with its new token, and one that did not gets
 * UNAUTHENTICATED for its subscriptions.
 */
export const SESSION_ENDED = { code: 4403, reason: 'Session ended' } as const;

export interface SessionSockets {
  /** Links a socket to the session its subscriptions were started with; closes it if that ended. */
  track(sessionId: string, socket: WebSocket): Promise<void>;
  /** Stops listening for ended sessions (the server is closing). */
  stop(): Promise<void>;
}

/**
 * The WebSockets of this process by session. A session is revoked in whichever process handles the
 * log-out or password change; it announces it on the pub/sub adapter ('session:revoked', Redis
 * when several processes run), and every process closes its own sockets for that session here.
 */
export function watchSessionSockets(deps: Pick<AppDeps, 'db' | 'config' | 'pubsub' | 'log'>): SessionSockets {
  const bySession = new Map<string, Set<WebSocket>>();
  const sessionOf = new WeakMap<WebSocket, string>();

  const close = (sessionIds: readonly string[]) => {
    for (const id of sessionIds) {
      for (const socket of bySession.get(id) ?? []) socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
      bySession.delete(id);
    }
  };

  const events = deps.pubsub.subscribe('session:revoked')[Symbol.asyncIterator]();
  const listening = (async () => {
    for (let next = await events.next(); !next.done; next = await events.next()) close(next.value.sessionIds);
  })().catch((error: unknown) => deps.log.error({ err: error }, 'session revocations stopped'));

  return {
    async track(sessionId, socket) {
      if (sessionOf.get(socket) !== sessionId) {
        sessionOf.set(socket, sessionId);
        const sockets = bySession.get(sessionId) ?? new Set();
        bySession.set(sessionId, sockets.add(socket));
        socket.once('close', () => {
          sockets.delete(socket);
          if (!sockets.size && bySession.get(sessionId) === sockets) bySession.delete(sessionId);
        });
      }
      // The session may have ended between reading it for this subscription and tracking the
      // socket, an announcement this process would have missed: read it again now it is tracked.
      if (!(await isSessionOpen(deps, sessionId))) close([sessionId]);
    },
    async stop() {
      await events.return?.();
      await listening;
    },
  };
}
