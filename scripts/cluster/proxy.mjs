/**
 * A small reverse proxy standing for the load balancer of "Running in production": each request,
 * and each WebSocket upgrade, goes to the next API process in turn (round robin). It appends the
 * client's address to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does, so the API
 * (TRUSTED_PROXIES naming this machine) counts rate limits per real client. Each answer names the
 * process that gave it in `X-Upstream` (its index), so that a test can tell the processes apart.
 * For tests and local runs only: no TLS, no health checks, no retries.
 */
import http from 'node:http';

/** Headers that describe one connection, not the message: never passed on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function forwarded(req) {
  const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const prior = req.headers['x-forwarded-for'];
  return { 'x-forwarded-for': prior ? `${prior}, ${client}` : client, 'x-forwarded-proto': 'http' };
}

/**
 * The head of an HTTP/1.1 answer written on a raw socket: an upgrade's, whose Connection and
 * Upgrade headers say the switch, or a refusal's, whose body follows as it was decoded and ends
 * with the connection.
 */
function answerHead(answer, index) {
  const switching = answer.statusCode === 101;
  const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i];
    if (switching || !HOP_BY_HOP.has(name.toLowerCase())) lines.push(`${name}: ${answer.rawHeaders[i + 1]}`);
  }
  if (!switching) lines.push('Connection: close');
  lines.push(`X-Upstream: ${index}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Listens on `port` (0: a free one) on every interface, `localhost` included whichever address
 * it resolves to. `upstreams` is a list of origins (`http://127.0.0.1:4001`) that may still grow:
 * until it holds one, requests are answered 503, which start-up checks read as "not yet".
 */
export async function startProxy({ port = 0, upstreams = [] } = {}) {
  let turn = 0;
  const next = () => {
    const index = turn++ % upstreams.length;
    return { index, target: new URL(upstreams[index]) };
  };
  // Upgraded sockets leave the HTTP server's hands: closed here when the proxy closes.
  const tunnels = new Set();

  const server = http.createServer((req, res) => {
    if (upstreams.length === 0) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('no API process yet');
      return;
    }
    const { index, target } = next();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...endToEnd(req.headers), ...forwarded(req) },
        // A connection per request: a kept-alive one that the API closes as idle (after
        // HTTP_KEEP_ALIVE_TIMEOUT_MS) just as a request is sent on it would fail that request.
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...endToEnd(answer.headers), 'x-upstream': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent || req.destroyed) {
        res.destroy();
        return;
      }
      console.error(`proxy: ${req.method} ${req.url} to API process ${index}: ${error.message}`);
      res.writeHead(502, { 'content-type': 'text/plain' }).end('API process unreachable');
    });
    // A client that goes away mid-answer (a page left during a download) frees the upstream too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req, socket, head) => {
    if (upstreams.length === 0) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    const { index, target } = next();
    const upstream = http.request({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      // The upgrade's own Connection and Upgrade headers are what asks the API to switch.
      headers: { ...req.headers, ...forwarded(req) },
      agent: false,
    });
    upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
      socket.write(answerHead(answer, index));
      if (upstreamHead.length) socket.write(upstreamHead);
      if (head.length) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      tunnels.add(socket);
      socket.on('close', () => tunnels.delete(socket));
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('error', () => upstreamSocket.destroy());
      upstreamSocket.on('close', () => socket.destroy());
      socket.on('close', () => upstreamSocket.destroy());
    });
    // The API refused the upgrade (a wrong Origin, say): its answer goes back as it is.
    upstream.on('response', (answer) => {
      socket.write(answerHead(answer, index));
      answer.pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    upstream.end();
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return {
    port: server.address().port,
    upstreams,
    async close() {
      server.closeAllConnections();
      for (const socket of tunnels) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
