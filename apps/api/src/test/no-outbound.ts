import net from 'node:net';

/**
 * Fails any connection a test opens to something other than this machine: tests use local
 * PostgreSQL, Redis, SMTP and HTTP servers only, and mock what lives on the internet.
 */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const originalConnect = net.Socket.prototype.connect;

net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
  // node:http calls connect with its normalized arguments: one array holding [options, callback].
  const given = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  const first = given[0] as { host?: string; path?: string; port?: number } | number | string;
  let host: string | undefined;
  if (typeof first === 'object' && first !== null) {
    if (first.path) return originalConnect.apply(this, args as never);
    host = first.host ?? 'localhost';
  } else if (typeof first === 'number' || /^\d+$/.test(String(first))) {
    host = typeof given[1] === 'string' ? given[1] : 'localhost';
  } else {
    return originalConnect.apply(this, args as never); // a unix socket path
  }
  if (!LOOPBACK.test(host)) throw new Error(`Unexpected outbound connection to ${host} in a test`);
  return originalConnect.apply(this, args as never);
} as typeof net.Socket.prototype.connect;
