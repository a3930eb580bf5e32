import { randomUUID } from 'node:crypto';

/** The header a request's id comes in and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a proxy's id may look like to be kept: short, and nothing that could forge a log field or a
 * header (no spaces, quotes, newlines or control characters).
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the one the proxy in front gave (so its logs and ours join up) when it is a
 * short safe token, otherwise a new random one.
 */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
