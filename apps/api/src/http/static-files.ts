import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fillPage } from './page-html';
import { deferPageScripts } from './page-scripts';
import { routePreloader } from './route-preloads';
import type { PageAnswer } from './server-render';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The encodings the build writes beside a file (apps/web/build-plugins/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** The encodings a request accepts (a q=0 refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (!refused && (name === 'br' || name === 'gzip')) accepted.add(name);
  }
  return accepted;
}

/**
 * Build files never sent, even from a build that still keeps them in dist/: source maps (the whole
 * source), the operations' text and route preloads the server reads, and Vite's manifest. The web
 * build writes them to dist-server/ (apps/web/build-plugins/server-files.ts); this is the second lock.
 */
const NEVER_SERVED = [
  /\.map(\.(br|gz))?$/,
  /^\/(graphql-operations|route-preloads)\.json(\.(br|gz))?$/,
  /^\/\.vite\//,
];

export interface SpaOptions {
  /** Where the build's server-only files are (dist-server/); without it, no route preloads. */
  serverFilesDir?: string;
  /** How to answer a page: server-rendered, or the page the browser renders (server-render.ts). */
  page?: (req: IncomingMessage, url: URL) => Promise<PageAnswer>;
}

/*
 * What may keep a page (issue 15). A server-rendered page is a visitor's page (the server renders
 * with no session: a signed-in user's token never reaches it), so a shared cache may keep it a
 * minute, apart per language inputs; the browser always asks again. The page the browser renders
 * itself is never kept.
 */
const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie, User-Agent';

/**
 * Serves the built SPA: files that exist, and index.html for every other GET so client routes
 * work on reload. Hashed assets are cached for a year; index.html never. Compressed copies made
 * by the build are sent to browsers that accept them; the page itself is compressed per request
 * (it carries the route's preloads and, for a listing, its own head).
 */
export function createSpaHandler(distDir: string, options: SpaOptions = {}) {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
  const preloads = options.serverFilesDir ? routePreloader(options.serverFilesDir) : () => '';

  const sendPage = async (req: IncomingMessage, res: ServerResponse, urlPath: string) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const answer: PageAnswer = options.page
      ? await options.page(req, url)
      : { kind: 'page', status: 200, parts: { lang: 'en' }, shared: false };
    if (answer.kind === 'redirect') {
      res.writeHead(answer.status, { Location: answer.location, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    let html = await fs.promises.readFile(indexPath, 'utf8');
    html = fillPage(html, { ...answer.parts, head: (answer.parts.head ?? '') + preloads(urlPath) });
    // A server-rendered page shows without its code: the code waits for the content (page-scripts.ts).
    if (answer.parts.body !== undefined) html = deferPageScripts(html);
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(html)
          : Buffer.from(html);
    res.writeHead(answer.status, {
      'Content-Type': TYPES['.html']!,
      'Content-Length': body.length,
      'Cache-Control': answer.shared ? SHARED_PAGE_CACHE : 'no-cache',
      Vary: PAGE_VARY,
      ...(answer.serverTiming ? { 'Server-Timing': answer.serverTiming } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (NEVER_SERVED.some((pattern) => pattern.test(urlPath))) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    let file = path.resolve(root, `.${urlPath}`);
    if (!file.startsWith(root + path.sep)) file = indexPath;
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || file === indexPath) {
      // A missing asset is a 404; any other path is a client route.
      if (!stat?.isFile() && urlPath.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      if (!fs.existsSync(indexPath)) {
        res
          .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('The web app is not built. Run `npm run build` (npm start does it for you).');
        return;
      }
      await sendPage(req, res, urlPath);
      return;
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    let sent = { file, size: stat.size, encoding: null as Encoding | null };
    for (const { name, suffix } of ENCODINGS) {
      if (!accepted.has(name)) continue;
      const encoded = await fs.promises.stat(file + suffix).catch(() => null);
      if (encoded?.isFile()) {
        sent = { file: file + suffix, size: encoded.size, encoding: name };
        break;
      }
    }
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': sent.size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(sent.encoding ? { 'Content-Encoding': sent.encoding } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(sent.file).pipe(res);
  };
}
