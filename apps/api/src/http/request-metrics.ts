import type http from 'node:http';
import { httpRequestDuration } from '../metrics';

/** What a request was for, as few values as the dashboards need: never its path. */
export type RouteKind = 'graphql' | 'files' | 'page' | 'other';

/** Methods kept as they are; any other a client invents is counted as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface RequestTiming {
  /** Set by the router once it knows; `other` until then. */
  route: RouteKind;
}

/**
 * Times a request into http_request_duration_seconds when its response ends or the client goes
 * away. Synchronous and allocation-light: nothing is awaited on the request's path.
 */
export function timeRequest(req: http.IncomingMessage, res: http.ServerResponse): RequestTiming {
  const started = performance.now();
  const timing: RequestTiming = { route: 'other' };
  res.once('close', () => {
    const method = req.method && KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
    const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
    httpRequestDuration.observe(
      { method, route: timing.route, status_class: statusClass },
      (performance.now() - started) / 1000,
    );
  });
  return timing;
}
