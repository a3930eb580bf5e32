import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { MAX_JSON_BODY_BYTES } from '../graphql/request-limits';
import type { CreatedUser } from '../test/factories';
import { createTestApi, type TestApi } from '../test/harness';
import { createListingAs } from '../modules/listings/test-listings';
import { createHttpApp, type HttpApp } from './app';
import { tileImageSource } from './security-headers';

/* The real HTTP server on a free port: headers, body limit, the SPA, and graphql-ws subscriptions. */

const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="Find a home." /><title>Rentals</title></head><body><div id="root"></div></body></html>';

/**
 * Renders /rendered/<listing id> with the listing's title (asked through the server's own schema,
 * with the current user beside it), /rendered/missing as a 404, /rendered/moved as a redirect, and
 * fails on /rendered/broken; other paths are the browser's.
 */
const RENDER_MODULE = `
export const isServerRendered = (pathname) => pathname.startsWith('/rendered/');
export async function render({ url, language, userAgent, run }) {
  const id = new URL(url).pathname.split('/')[2];
  if (id === 'broken') throw new Error('the render failed');
  if (id === 'moved') return { kind: 'redirect', status: 302, location: '/search' };
  const query = 'query Page($id: ID!) { listing(id: $id) { title } fetchCurrentUser { email } }';
  const answer = id === 'missing' ? { data: { listing: null } } : await run(query, { id });
  const title = answer.data?.listing?.title ?? 'Not found';
  return {
    kind: 'page',
    status: answer.data?.listing ? 200 : 404,
    body: '<main><h1>' + title + '</h1><p>' + (answer.data?.fetchCurrentUser?.email ?? 'visitor') + '</p></main>',
    head: '<title>' + title + '</title><style data-styles="x">h1{}</style>',
    ownHead: true,
    viewportWidth: /Mobile/.test(userAgent ?? '') ? 412 : 1280,
    pageData: { answers: [{ operationName: 'Page', variables: { id }, data: answer.data }], namespaces: [language] },
  };
}
`;

/** The data a server-rendered page came with, or null. */
function pageData(html: string): { answers: { data: unknown }[]; namespaces: string[] } | null {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { answers: { data: unknown }[]; namespaces: string[] }) : null;
}

const ASSET = `console.log(${JSON.stringify('a rental '.repeat(200))});`;

let api: TestApi;
let app: HttpApp;
let base: string;
let webDist: string;
let webServerFiles: string;
let renter: CreatedUser;
const clients: Client[] = [];

beforeAll(async () => {
  // With REDIS_URL (CI), subscriptions go through the local Redis, as with several API processes.
  api = await createTestApi({ env: process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {} });
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), ASSET);
  // The build's compressed copies (apps/web/build-plugins/precompress.ts) and route preloads.
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.gz'), zlib.gzipSync(ASSET));
  // What the build keeps for the server (apps/web/build-plugins/server-files.ts): route preloads and operations.
  webServerFiles = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-server-'));
  fs.writeFileSync(
    path.join(webServerFiles, 'route-preloads.json'),
    JSON.stringify({
      routes: [
        { pattern: '/search', files: ['assets/search-1.js', 'assets/card-2.js'], css: ['assets/map-4.css'] },
        { pattern: '/unit/:id', files: ['assets/unit-3.js'] },
      ],
    }),
  );
  // A stand-in for the web build's server render module (apps/web/src/entry-server.tsx).
  fs.mkdirSync(path.join(webServerFiles, 'ssr'));
  fs.writeFileSync(path.join(webServerFiles, 'ssr', 'entry-server.js'), RENDER_MODULE);
  // Server-only files an older build left in dist/: never to be sent.
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.map'), '{"sources":["../src/main.tsx"]}');
  fs.writeFileSync(path.join(webDist, 'graphql-operations.json'), '{}');
  fs.writeFileSync(path.join(webDist, 'graphql-operations.json.br'), zlib.brotliCompressSync('{}'));
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  app = createHttpApp(api.deps, { webDist, webServerFiles });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  renter = await api.factories.user({ userType: 'RENTER' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app.close();
  await api.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(webServerFiles, { recursive: true, force: true });
});

const graphql = (query: string, token?: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('security headers', () => {
  it('are sent with the SPA', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are sent with /graphql', async () => {
    const response = await graphql('{ currentUser { id } }');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });
});

describe('request body limit', () => {
  it('answers 413 to a JSON body over 1 MiB', async () => {
    const query = `{ currentUser { id } } # ${'x'.repeat(MAX_JSON_BODY_BYTES)}`;
    const response = await graphql(query);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });
});

describe('the SPA', () => {
  it('serves index.html for a client route, never cached', async () => {
    const response = await fetch(`${base}/profile/settings?tab=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves a built asset, cached for a year, and 404 for a missing one', async () => {
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });
});

describe("the build's server-only files", () => {
  it('are never sent to browsers, not even when dist/ still holds them', async () => {
    for (const file of [
      '/assets/app-1234.js.map',
      '/graphql-operations.json',
      '/route-preloads.json',
      '/.vite/manifest.json',
    ]) {
      const response = await fetch(`${base}${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect({ file, status: response.status }).toEqual({ file, status: 404 });
    }
  });
});

describe('compression and preloads', () => {
  /** A GET as a browser sends it, with the body as it travels (fetch would decode it). */
  const raw = (pathname: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      http
        .get(`${base}${pathname}`, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });

  it("sends the build's Brotli copy of an asset, else its gzip copy, else the file itself", async () => {
    const br = await raw('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(ASSET.length / 4);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ASSET);

    const gzip = await raw('/assets/app-1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(ASSET);

    for (const refused of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await raw('/assets/app-1234.js', refused);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(ASSET);
    }
  });

  it('compresses the page, and lists the chunks of its route as module preloads', async () => {
    const search = await raw('/search?city=Toronto', 'br');
    expect(search.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(search.body).toString();
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/map-4.css"><link rel="modulepreload" crossorigin href="/assets/search-1.js"><link rel="modulepreload" crossorigin href="/assets/card-2.js">',
    );
    expect(html.indexOf('card-2.js')).toBeLessThan(html.indexOf('</head>'));
    const unit = await (await fetch(`${base}/unit/8f0c2c1e-0000-4000-8000-000000000000`)).text();
    expect(unit).toContain('href="/assets/unit-3.js"');
    expect(unit).not.toContain('search-1.js');
    expect(await (await fetch(`${base}/unit/a/b`)).text()).toBe(INDEX_HTML);
  });
});

describe('map tiles', () => {
  it('are allowed by the CSP from the configured tile server, and named by siteConfig', async () => {
    const response = await fetch(`${base}/`);
    const imgSrc = response.headers
      .get('content-security-policy')!
      .split(';')
      .find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc).toContain('https://tile.openstreetmap.org');
    const config = await (await graphql('{ siteConfig { mapTileUrl mapAttribution } }')).json();
    expect(config.data.siteConfig).toEqual({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    });
  });

  it('widen a {s} subdomain placeholder to a wildcard', () => {
    expect(tileImageSource('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.org',
    );
    expect(tileImageSource('http://127.0.0.1:8080/t/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
  });
});

describe('graphql-ws subscriptions', () => {
  const CURRENT_USER_UPDATED = 'subscription { currentUserUpdated { id firstName } }';

  function wsClient(token?: string): Client {
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    });
    clients.push(client);
    return client;
  }

  it('pushes the signed-in user after an update over HTTP', async () => {
    const subscription = wsClient(renter.token).iterate<{
      currentUserUpdated: { id: string; firstName: string };
    }>({
      query: CURRENT_USER_UPDATED,
    });
    const pushed = subscription.next();

    // The subscription is registered asynchronously on the server; update until an event arrives.
    let event: Awaited<typeof pushed> | null = null;
    for (let attempt = 0; attempt < 50 && !event; attempt++) {
      const update = await graphql(
        'mutation { updateUser(data: { firstName: "Changed" }) { id } }',
        renter.token,
      );
      expect(update.status).toBe(200);
      event = await Promise.race([pushed, new Promise<null>((resolve) => setTimeout(resolve, 100, null))]);
    }

    expect(event?.value).toEqual({
      data: { currentUserUpdated: { id: renter.user.id, firstName: 'Changed' } },
    });
    await subscription.return?.();
  });

  it('answers UNAUTHENTICATED to a subscription without a token', async () => {
    const subscription = wsClient().iterate({ query: CURRENT_USER_UPDATED });
    const outcome = await subscription.next().then(
      (result) => result.value as FormattedExecutionResult,
      (error: unknown) => ({ errors: Array.isArray(error) ? error : [error] }) as FormattedExecutionResult,
    );
    expect(outcome.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(outcome.data ?? null).toBeNull();
  });
});

describe('server-rendered pages', () => {
  it('come with their markup in #root, their head, language and data, kept a minute by shared caches', async () => {
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const listing = await createListingAs(api, admin, { title: 'Rendered <loft>' });
    const response = await fetch(`${base}/rendered/${listing.id}?lang=fr`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<div id="root" data-server-rendered data-viewport-width="1280"><main><h1>Rendered <loft></h1>',
    );
    expect(html).toContain('<title>Rendered <loft></title>');
    expect(html).not.toContain('Find a home.');
    expect(pageData(html)?.namespaces).toEqual(['fr']);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie, User-Agent');
    expect(response.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
  });

  it('are rendered in the language of ?lang=, else the locale cookie, else Accept-Language', async () => {
    const namespaces = async (query: string, headers: Record<string, string>) =>
      pageData(await (await fetch(`${base}/rendered/missing${query}`, { headers })).text())?.namespaces;
    expect(await namespaces('?lang=en', { cookie: 'locale=fr', 'accept-language': 'fr' })).toEqual(['en']);
    expect(await namespaces('', { cookie: 'x=1; locale=fr', 'accept-language': 'en' })).toEqual(['fr']);
    expect(await namespaces('', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toEqual(['fr']);
    expect(await namespaces('', {})).toEqual(['en']);
  });

  it('are the same for everyone: the queries run as a visitor, whoever asks', async () => {
    const response = await fetch(`${base}/rendered/00000000-0000-4000-8000-000000000001`, {
      headers: { authorization: `Bearer ${renter.token}`, cookie: `token=${renter.token}` },
    });
    const html = await response.text();
    expect(html).toContain('<p>visitor</p>');
    expect(html).not.toContain(renter.user.email);
  });

  it("answer with the render's status (a missing page is a 404) and its redirects", async () => {
    const missing = await fetch(`${base}/rendered/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Not found</h1>');
    const moved = await fetch(`${base}/rendered/moved`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/search');
  });

  it('assume the viewport width of a phone for a phone', async () => {
    const html = await (
      await fetch(`${base}/rendered/missing`, {
        headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
      })
    ).text();
    expect(html).toContain('data-viewport-width="412"');
  });

  it('fall back to the page the browser renders when the render fails, and the failure is logged', async () => {
    const logged: unknown[] = [];
    const error = api.deps.log.error.bind(api.deps.log);
    api.deps.log.error = ((...args: unknown[]) => void logged.push(args[0])) as typeof api.deps.log.error;
    try {
      const response = await fetch(`${base}/rendered/broken`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
      expect(logged).toEqual([expect.objectContaining({ path: '/rendered/broken' })]);
    } finally {
      api.deps.log.error = error;
    }
  });
});
