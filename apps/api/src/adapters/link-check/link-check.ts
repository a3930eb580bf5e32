import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
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
/** The addresses a host name resolves to. */
export type ResolveHost = (host: string) => Promise<string[]>;

/**
 * Addresses the server must never request on an article's behalf: its own machine, the private
 * networks and the cloud metadata address. The article rule refuses such hosts by name; a public
 * name can still resolve to one, so the checker looks at the addresses too.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
// IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked against the IPv4 ranges by BlockList.
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const resolveWithDns: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * A HEAD request, then a GET when the site refuses HEAD (405, 501, or 403 some servers answer to
 * HEAD only). Redirects are not followed: the answer is the site's own, and a redirect cannot send
 * the server to an address the article rule would refuse. The body is never read.
 */
export function createHttpLinkChecker(
  fetchImpl: Fetch,
  timeoutMs = LINK_CHECK_TIMEOUT_MS,
  resolveHost: ResolveHost = resolveWithDns,
): LinkChecker {
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
        // A host that resolves to a private address is treated as one that does not answer.
        const addresses = await resolveHost(new URL(url).hostname.replace(/^\[|\]$/g, ''));
        if (addresses.length === 0 || !addresses.every(isPublicAddress)) return { status: null };
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
