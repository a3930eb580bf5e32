import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withPageHead, type PageHead } from '../modules/listings/listing-page-head';

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

export interface SpaOptions {
  /** The head of a client route that has its own (a shared listing link), or null for the default. */
  pageHead?: (pathname: string) => Promise<PageHead | null>;
}

/**
 * Serves the built SPA: files that exist, and index.html for every other GET so client routes
 * work on reload. Hashed assets are cached for a year; index.html never.
 */
export function createSpaHandler(distDir: string, options: SpaOptions = {}) {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.resolve(root, `.${urlPath}`);
    if (!file.startsWith(root + path.sep)) file = indexPath;
    let stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) {
      // A missing asset is a 404; any other path is a client route.
      if (urlPath.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = indexPath;
      stat = await fs.promises.stat(file).catch(() => null);
      if (!stat) {
        res
          .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('The web app is not built. Run `npm run build` (npm start does it for you).');
        return;
      }
    }
    const head = file === indexPath ? await options.pageHead?.(urlPath) : null;
    if (head) {
      const html = withPageHead(await fs.promises.readFile(indexPath, 'utf8'), head);
      res.writeHead(200, {
        'Content-Type': TYPES['.html']!,
        'Content-Length': Buffer.byteLength(html),
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  };
}
