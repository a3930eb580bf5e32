import { describe, expect, it } from 'vitest';
import { clientAddress, parseProxyEntry, plainAddress, trustedProxies } from './client-ip';

const NONE = trustedProxies([]);
const PROXIES = trustedProxies(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);

describe('clientAddress', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted (the default)', () => {
    expect(clientAddress('198.51.100.4', '203.0.113.9', NONE)).toBe('198.51.100.4');
    expect(clientAddress('::ffff:198.51.100.4', null, NONE)).toBe('198.51.100.4');
  });

  it('ignores X-Forwarded-For sent straight by a client that is not a trusted proxy', () => {
    expect(clientAddress('198.51.100.4', '10.0.0.1, 203.0.113.9', PROXIES)).toBe('198.51.100.4');
  });

  it('takes the right-most hop that is not a trusted proxy', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9', PROXIES)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '203.0.113.9, 192.0.2.7, 10.1.2.3', PROXIES)).toBe('203.0.113.9');
  });

  it('never reads the hops a client wrote itself, left of the one its proxy added', () => {
    // The client sent `X-Forwarded-For: 1.1.1.1, 2.2.2.2`; the proxy appended the real address.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 2.2.2.2, 203.0.113.9', PROXIES)).toBe('203.0.113.9');
  });

  it('stops at the last trusted hop when every hop is trusted or a hop is not an address', () => {
    expect(clientAddress('10.0.0.2', '10.0.0.3, 10.0.0.4', PROXIES)).toBe('10.0.0.3');
    expect(clientAddress('10.0.0.2', 'forged, 10.0.0.4', PROXIES)).toBe('10.0.0.4');
    expect(clientAddress('10.0.0.2', '', PROXIES)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', null, PROXIES)).toBe('10.0.0.2');
  });

  it('matches IPv6 ranges and IPv4-mapped socket addresses', () => {
    expect(clientAddress('fd12::1', '2001:db8::5', PROXIES)).toBe('2001:db8::5');
    expect(clientAddress('::ffff:10.9.9.9', '203.0.113.9', PROXIES)).toBe('203.0.113.9');
  });

  it('answers "unknown" without a socket address', () => {
    expect(clientAddress(undefined, '203.0.113.9', PROXIES)).toBe('unknown');
  });
});

describe('parseProxyEntry', () => {
  it('reads addresses and CIDR ranges of both families', () => {
    expect(parseProxyEntry('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 4 });
    expect(parseProxyEntry(' 192.0.2.7 ')).toEqual({ address: '192.0.2.7', prefix: 32, family: 4 });
    expect(parseProxyEntry('fd00::/8')).toEqual({ address: 'fd00::', prefix: 8, family: 6 });
  });

  it('refuses anything else', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.0/x', '10.0.0.0/8/1', '::1/129', '']) {
      expect(parseProxyEntry(bad)).toBeNull();
    }
  });
});

it('plainAddress writes IPv4-mapped IPv6 as IPv4 and leaves others alone', () => {
  expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  expect(plainAddress('::1')).toBe('::1');
});
