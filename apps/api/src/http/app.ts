import http from 'node:http';
import path from 'node:path';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { GraphQLError, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { AppDeps } from '../graphql/context';
import { withLimitCode } from '../graphql/error-plugin';
import { createYogaServer, type Yoga } from '../graphql/yoga';
import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from '../graphql/request-limits';
import { serveFile } from '../modules/files/file-download';
import { serveHostedLoginCallback, serveHostedLoginStart } from '../modules/auth/oidc-http';
import { OIDC_CALLBACK_PATH, OIDC_LOGIN_PATH } from '../modules/auth/oidc-provider';
import {
  DOCUSIGN_WEBHOOK_PATH,
  LEASE_PDF_PATH,
  serveDocusignWebhook,
  serveLeasePdf,
} from '../modules/leases/lease-http';
import {
  LEASE_REQUEST_EXPORT_PATH,
  serveLeaseRequestExport,
} from '../modules/lease-requests/lease-request-export';
import { EXPORT_PATH, serveListingExport } from '../modules/listings/listing-export';
import { SITE_FORM_EXPORT_PATH, serveSiteFormExport } from '../modules/site-forms/site-form-export';
import {
  APPLICATION_EXPORT_PATH,
  serveApplicationExport,
} from '../modules/rental-applications/application-export';
import { PASSPORT_EXPORT_PATH, servePassportExport } from '../modules/rental-applications/passport-export';
import { PAYMENTS_WEBHOOK_PATH, servePaymentWebhook } from '../modules/payments/payment-webhook-route';
import { RECEIPT_PDF_PATH, serveReceiptPdf } from '../modules/receipts/receipt-http';
import { createSeoRoutes } from '../modules/seo/seo-routes';
import { CALENDAR_FEED_PREFIX, serveCalendarFeed } from '../modules/viewings/calendar-feed-route';
import { websocketConnections } from '../metrics';
import { trackRequests } from './graceful-close';
import { createOpsRoutes } from './ops-routes';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { timeRequest } from './request-metrics';
import { contentSecurityPolicy, setSecurityHeaders } from './security-headers';
import { createPageRenderer } from './server-render';
import { watchSessionSockets } from './session-sockets';
import { siteOriginCheck } from './site-origin';
import { createSpaHandler } from './static-files';

type Enveloped = ReturnType<Yoga['getEnveloped']>;

export interface HttpApp {
  server: http.Server;
  yoga: Yoga;
  /** The process is stopping: /readyz answers 503 while requests are still served. */
  beginDrain(): void;
  /** Stops accepting connections and closes open WebSockets (after beginDrain, if not called yet). */
  close(): Promise<void>;
}

/** Refuses a body larger than the limit, by its declared length or by the bytes that arrive. */
function bodyTooLarge(req: http.IncomingMessage): boolean {
  const limit = req.headers['content-type']?.startsWith('multipart/')
    ? MAX_MULTIPART_BODY_BYTES
    : MAX_JSON_BODY_BYTES;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return true;
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) req.destroy(new Error('Request body too large'));
  });
  return false;
}

/**
 * The request's path, or null when no handler could read it: an address that does not parse, a
 * percent-escape that does not decode (`/%E0%A4%A`), or a null byte (`/search%00`), which the file
 * system refuses. Those are the client's mistake (400), not the server's failure.
 */
function readablePath(url: string | undefined): string | null {
  try {
    const { pathname } = new URL(url ?? '/', 'http://x');
    return decodeURIComponent(pathname).includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

export interface HttpAppOptions {
  /** The web build browsers get (apps/web/dist). */
  webDist: string;
  /** The web build's server-only files (apps/web/dist-server): operations' text, route preloads. */
  webServerFiles?: string;
}

/** One HTTP server: /graphql (HTTP and WebSocket), /files/<id>, the probes and metrics, and the SPA. */
export function createHttpApp(deps: AppDeps, options: HttpAppOptions): HttpApp {
  const yoga = createYogaServer(deps);
  const spa = createSpaHandler(options.webDist, {
    serverFilesDir: options.webServerFiles,
    page: createPageRenderer({
      modulePath: path.join(
        options.webServerFiles ?? path.join(options.webDist, '../dist-server'),
        'ssr/entry-server.js',
      ),
      log: deps.log,
      origin: deps.config.publicUrl,
      // As a visitor: no session header, so no user's data can be in a server-rendered page.
      run: async (query, variables) => {
        const response = await yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data?: unknown; errors?: unknown[] };
      },
    }),
  });
  const seo = createSeoRoutes(deps);
  const ops = createOpsRoutes(deps);
  const graphiql = deps.config.NODE_ENV !== 'production';
  const csp = contentSecurityPolicy({
    mapTileUrl: deps.config.MAP_TILE_URL,
    publicUrl: deps.config.publicUrl,
  });

  const https = deps.config.publicUrl.startsWith('https://');
  const { HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS } = deps.config;

  const serverOptions: http.ServerOptions = {
    headersTimeout: HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: HTTP_REQUEST_TIMEOUT_MS,
    // Node checks both timeouts every 30 s by default, which would let a 20 s limit stretch to 50 s.
    connectionsCheckingInterval: Math.ceil(HTTP_HEADERS_TIMEOUT_MS / 4),
  };
  const server = http.createServer(serverOptions, (req, res) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    // Yoga reads the id from the headers for the GraphQL context's logger (graphql/yoga.ts).
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const timing = timeRequest(req, res);
    // Made only by a route that may log, so a static file does not pay for a child logger.
    const requestLog = () => deps.log.child({ requestId });
    const requestDeps = (): AppDeps => ({ ...deps, log: requestLog() });
    const pathname = readablePath(req.url);
    if (pathname === null) {
      setSecurityHeaders(res, { csp, graphiql: false, https });
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request.');
      return;
    }
    const isGraphql = pathname === '/graphql';
    setSecurityHeaders(res, { csp, graphiql: isGraphql && graphiql && req.method === 'GET', https });
    const fail = (error: unknown, loggedPath = pathname) => {
      requestLog().error({ err: error, path: loggedPath }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Unexpected error.');
      else res.end();
    };
    if (isGraphql) {
      timing.route = 'graphql';
      if (bodyTooLarge(req)) {
        res.writeHead(413, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            errors: [{ message: 'Request body too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
          }),
        );
        return;
      }
      void Promise.resolve(yoga.handle(req, res)).catch(fail);
      return;
    }
    if (pathname.startsWith('/files/')) {
      timing.route = 'files';
      void serveFile(requestDeps(), req, res, pathname.slice('/files/'.length)).catch(fail);
      return;
    }
    if (pathname.startsWith(CALENDAR_FEED_PREFIX)) {
      // The path holds the feed's secret token: it stays out of the logs.
      void serveCalendarFeed(requestDeps(), req, res, pathname).catch((e) => fail(e, CALENDAR_FEED_PREFIX));
      return;
    }
    if (pathname === OIDC_LOGIN_PATH) {
      void serveHostedLoginStart(requestDeps(), req, res).catch(fail);
      return;
    }
    if (pathname === OIDC_CALLBACK_PATH) {
      void serveHostedLoginCallback(requestDeps(), req, res).catch(fail);
      return;
    }
    if (pathname === EXPORT_PATH) {
      void serveListingExport(requestDeps(), req, res).catch(fail);
      return;
    }
    const leasePdf = LEASE_PDF_PATH.exec(pathname);
    if (leasePdf) {
      // The query may hold a signer's token: only the path is logged.
      void serveLeasePdf(requestDeps(), req, res, leasePdf).catch((e) => fail(e, '/leases/<id>/pdf'));
      return;
    }
    const receiptPdf = RECEIPT_PDF_PATH.exec(pathname);
    if (receiptPdf) {
      void serveReceiptPdf(requestDeps(), req, res, receiptPdf).catch(fail);
      return;
    }
    if (pathname === DOCUSIGN_WEBHOOK_PATH) {
      void serveDocusignWebhook(requestDeps(), req, res).catch(fail);
      return;
    }
    if (pathname === PAYMENTS_WEBHOOK_PATH) {
      void servePaymentWebhook(requestDeps(), req, res).catch(fail);
      return;
    }
    if (pathname === PASSPORT_EXPORT_PATH) {
      void servePassportExport(requestDeps(), req, res).catch(fail);
      return;
    }
    if (pathname === APPLICATION_EXPORT_PATH) {
      void serveApplicationExport(requestDeps(), req, res).catch(fail);
      return;
    }
    if (pathname === LEASE_REQUEST_EXPORT_PATH) {
      void serveLeaseRequestExport(requestDeps(), req, res).catch(fail);
      return;
    }
    if (pathname === SITE_FORM_EXPORT_PATH) {
      void serveSiteFormExport(requestDeps(), req, res).catch(fail);
      return;
    }
    if (seo.handles(pathname)) {
      void seo.serve(req, res, pathname).catch(fail);
      return;
    }
    if (ops.handles(pathname)) {
      void ops.serve(req, res, pathname, requestLog()).catch(fail);
      return;
    }
    timing.route = pathname.startsWith('/assets/') ? 'other' : 'page';
    void spa(req, res).catch(fail);
  });
  server.keepAliveTimeout = HTTP_KEEP_ALIVE_TIMEOUT_MS;
  const gracefulClose = trackRequests(server);

  // Another site's page may not open a socket in its visitor's name (CORS does not cover
  // WebSockets); a client without a page sends no Origin, and is let in as over HTTP.
  const isSiteOrigin = siteOriginCheck(deps.config.publicUrl);
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    verifyClient: ({ req }, accept) => {
      const { origin } = req.headers;
      accept(origin === undefined || isSiteOrigin(origin), 403, 'Forbidden');
    },
  });
  wss.on('connection', (socket) => {
    websocketConnections.inc();
    socket.once('close', () => websocketConnections.dec());
  });
  // A revoked session's sockets are closed, in every process (session-sockets.ts).
  const sessionSockets = watchSessionSockets(deps);
  const wsServer = useServer(
    {
      // A socket that never says connection_init is closed (4408) instead of being held open.
      connectionInitWaitTimeout: 3000,
      // The enveloped execute/subscribe travel in rootValue, as Yoga's graphql-ws recipe does.
      execute: (args: ExecutionArgs) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as Enveloped).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          connectionParams: ctx.connectionParams,
          request: new Request('http://localhost/graphql', {
            headers: {
              authorization: String(ctx.connectionParams?.authorization ?? ''),
              // The proxy's id of the connection, when it gave one: each operation's log lines carry it.
              [REQUEST_ID_HEADER]: requestIdFrom(ctx.extra.request.headers[REQUEST_ID_HEADER]),
            },
          }),
        });
        // The request limits (Armor) throw from parse and validate: answered as this operation's
        // errors, as over HTTP, instead of closing the socket and every other subscription on it.
        let document: DocumentNode;
        try {
          document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length) return errors.map(withLimitCode);
        } catch (error) {
          if (error instanceof GraphQLError) return [withLimitCode(error)];
          throw error;
        }
        const contextValue = await contextFactory();
        if (contextValue.viewer) await sessionSockets.track(contextValue.viewer.sessionId, ctx.extra.socket);
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );

  return {
    server,
    yoga,
    beginDrain: ops.beginDrain,
    async close() {
      ops.beginDrain();
      await sessionSockets.stop();
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await gracefulClose(deps.config.SHUTDOWN_GRACE_MS);
    },
  };
}
