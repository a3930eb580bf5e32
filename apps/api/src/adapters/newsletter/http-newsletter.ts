import type { NewsletterAdapter } from './newsletter';

export interface NewsletterEndpoint {
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

/** POSTs `{ email, locale }` as JSON to the list's URL, with the key as a bearer token when set. */
export function createHttpNewsletterList(endpoint: NewsletterEndpoint): NewsletterAdapter {
  return {
    kind: 'http',
    async subscribe(contact) {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
        },
        body: JSON.stringify({ email: contact.email, locale: contact.locale }),
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`newsletter list answered HTTP ${response.status}`);
    },
  };
}
