import { LINK_CHECK_TIMEOUT_MS } from '@rentals/domain/articles/rules';
import type { Config } from '../../config';

/** What a site answered a link check: its HTTP status, or null when it did not answer in time. */
export interface LinkCheckResult {
  status: number | null;
}

/** Requests curated articles' addresses to tell staff which links are broken. */
export interface LinkChecker {
  /** `off`: nothing is requested and links stay unchecked (LINK_CHECK=off). */
  kind: 'off' | 'http';
  check(url: string): Promise<LinkCheckResult>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A HEAD request, then a GET when the site refuses HEAD (405, 501, or 403 some servers answer to
 * HEAD only). Redirects are not followed: the answer is the site's own, and a redirect cannot send
 * the server to an address the article rule would refuse. The body is never read.
 */
export function createHttpLinkChecker(fetchImpl: Fetch, timeoutMs = LINK_CHECK_TIMEOUT_MS): LinkChecker {
  const request = async (url: string, method: 'HEAD' | 'GET'): Promise<number> => {
    const response = await fetchImpl(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'RentalsLinkCheck/1.0', accept: 'text/html,*/*;q=0.5' },
    });
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  };
  return {
    kind: 'http',
    async check(url) {
      try {
        const head = await request(url, 'HEAD');
        if (![403, 405, 501].includes(head)) return { status: head };
        return { status: await request(url, 'GET') };
      } catch {
        return { status: null };
      }
    },
  };
}

export function createLinkChecker(config: Config): LinkChecker {
  // A test that saves an article gives its own checker; reaching the internet from one is a bug.
  if (config.NODE_ENV === 'test') {
    return {
      kind: 'http',
      check: (url) => Promise.reject(new Error(`Unexpected link check of ${url} in a test`)),
    };
  }
  if (config.LINK_CHECK === 'off') {
    return { kind: 'off', check: () => Promise.resolve({ status: null }) };
  }
  return createHttpLinkChecker((url, init) => fetch(url, init));
}
