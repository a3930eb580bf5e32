import { BlockList, isIP } from 'node:net';

/** An address as a socket reports it, with IPv4-mapped IPv6 (`::ffff:10.0.0.1`) written as IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** One TRUSTED_PROXIES entry: an address or a CIDR range; null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix: number; family: 4 | 6 } | null {
  const [rawAddress, rawPrefix, ...rest] = entry.trim().split('/');
  const address = plainAddress(rawAddress ?? '');
  const family = isIP(address);
  if (rest.length || (family !== 4 && family !== 6)) return null;
  const max = family === 4 ? 32 : 128;
  if (rawPrefix === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > max) return null;
  return { address, prefix: Number(rawPrefix), family };
}

/** A TRUSTED_PROXIES list (entries already checked by the config) as a membership test. */
export function trustedProxies(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) throw new Error(`Not an IP address or CIDR range: ${entry}`);
    list.addSubnet(parsed.address, parsed.prefix, parsed.family === 4 ? 'ipv4' : 'ipv6');
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address, for rate limits. The socket's peer is the client unless it is a trusted
 * proxy; then X-Forwarded-For is read from the right, where each proxy appends the address it got
 * the request from, past the trusted proxies: the first hop that is not one is the client.
 * Everything left of it was written by that client and may be forged, so it is never read. A hop
 * that is not an address (a proxy that wrote garbage) stops the walk at the last trusted one.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  isTrusted: (address: string) => boolean,
): string {
  if (!socketAddress) return 'unknown';
  let client = plainAddress(socketAddress);
  if (!isTrusted(client)) return client;
  const hops = (forwardedFor ?? '').split(',').map((hop) => plainAddress(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) break;
    client = hop;
    if (!isTrusted(hop)) break;
  }
  return client;
}
