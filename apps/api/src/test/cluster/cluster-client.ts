import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { CSRF_HEADER } from '../../graphql/csrf-prevention';

/*
 * A client of a running cluster over real HTTP and WebSockets, as a browser reaches it: through the
 * proxy, which names in `X-Upstream` the API process that answered, or at one process's address.
 */

export interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  /** The index of the API process the proxy chose; null when a process was called directly. */
  upstream: string | null;
}

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json()) as Omit<Answer<T>, 'upstream'>;
  return { ...body, upstream: response.headers.get('x-upstream') };
}

/** One GraphQL request to `origin` (the proxy or a process). */
export async function graphqlAt<T>(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ query, variables }),
  });
  return answerOf<T>(response);
}

/** A GraphQL multipart request carrying `files` as the `files` variable of `query`. */
export async function uploadAt<T>(
  origin: string,
  query: string,
  variables: Record<string, unknown>,
  files: File[],
  token: string,
): Promise<Answer<T>> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query, variables: { ...variables, files: files.map(() => null) } }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))),
  );
  files.forEach((file, i) => form.append(String(i), file));
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    // As the web app's uploads do: a multipart request without it is refused (csrf-prevention.ts).
    headers: { [CSRF_HEADER]: '1', ...bearer(token) },
    body: form,
  });
  return answerOf<T>(response);
}

export interface Subscription<T> {
  events: AsyncIterator<{ data?: T | null }>;
  /** The process holding the socket, from the upgrade's `X-Upstream` (null when called directly). */
  upstream: Promise<string | null>;
  client: Client;
}

/** A graphql-ws subscription to `query` on `origin`, signed in with `token`. */
export function subscribeAt<T>(origin: string, query: string, token: string): Subscription<T> {
  let onUpgrade: (upstream: string | null) => void = () => undefined;
  const upstream = new Promise<string | null>((resolve) => (onUpgrade = resolve));
  // The upgrade's answer headers are only seen by the socket itself: a socket that reports them.
  class ReportingSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.once('upgrade', (response) => onUpgrade((response.headers['x-upstream'] as string) ?? null));
    }
  }
  const client = createClient({
    url: `${origin.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: ReportingSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  return { events: client.iterate<T>({ query })[Symbol.asyncIterator](), upstream, client };
}

/** `promise`'s value, or null when it takes longer than `ms`. */
export const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(resolve, ms, null))]);
