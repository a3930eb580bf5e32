import type http from 'node:http';

/**
 * Follows the requests under way on `server` and answers its close: it stops taking connections
 * and closes the idle ones, lets the requests under way be answered for up to `graceMs` (each
 * connection closed as its answer ends), then cuts what is left (a client still sending headers
 * too). A stopping process thus finishes an upload on a slow line instead of cutting it, and still
 * ends in bounded time.
 */
export function trackRequests(server: http.Server): (graceMs: number) => Promise<void> {
  const inFlight = new Set<http.ServerResponse>();
  let onAnswered: (() => void) | null = null;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) onAnswered?.();
    });
  });
  return async (graceMs) => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of inFlight) {
      // Keep-alive would hold the connection open for a request that must not come.
      if (!res.headersSent) res.setHeader('Connection', 'close');
      res.once('finish', () => res.socket?.end());
    }
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      if (inFlight.size === 0) return resolve();
      onAnswered = resolve;
      timer = setTimeout(resolve, graceMs);
    });
    clearTimeout(timer);
    server.closeAllConnections();
    await closed;
  };
}
