import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';

/* The guard every API test runs under (vitest setup): no connection leaves this machine. */

describe('the outbound connection guard', () => {
  it('refuses a socket to a host other than this machine', () => {
    expect(() => net.connect({ host: '192.0.2.1', port: 80 })).toThrow(/Unexpected outbound connection/);
    expect(() => net.connect(80, '192.0.2.1')).toThrow(/Unexpected outbound connection/);
  });

  it('refuses an HTTP request to another host (node:http passes its arguments as one array)', () => {
    expect(() => http.get('http://192.0.2.1/')).toThrow(/Unexpected outbound connection to 192\.0\.2\.1/);
  });
});
