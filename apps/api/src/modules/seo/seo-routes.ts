import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { AppDeps } from '../../graphql/context';
import { acceptedEncodings } from '../../http/static-files';
import { feedDocument, feedRequest } from './feeds';
import { robotsTxt } from './robots-txt';
import {
  LISTINGS_PER_SITEMAP,
  SITEMAP_BATCH,
  sitemapDocument,
  sitemapRequest,
  type SitemapPaging,
} from './sitemap';

/*
 * GET /robots.txt, /sitemap.xml and the sitemap files it points at, and the RSS/Atom feeds (feeds.ts). Crawlers read them a few
 * times a day: they may be cached for an hour, by the browser or a CDN alike (nothing in them
 * depends on who asks).
 */

const CACHE_CONTROL = 'public, max-age=3600';
const FEED_CACHE_CONTROL = 'public, max-age=600';
export const ROBOTS_PATH = '/robots.txt';

/** How sitemaps are cut (LISTINGS_PER_SITEMAP a file, SITEMAP_BATCH a statement); tests page with fewer. */
export interface SeoRoutesOptions {
  sitemapPaging?: SitemapPaging;
}

export function createSeoRoutes(deps: Pick<AppDeps, 'db' | 'config'>, options: SeoRoutesOptions = {}) {
  const paging = options.sitemapPaging ?? { perFile: LISTINGS_PER_SITEMAP, batch: SITEMAP_BATCH };
  const origin = deps.config.publicUrl;

  return {
    /** Whether `pathname` is one of these files. */
    handles: (pathname: string): boolean =>
      pathname === ROBOTS_PATH || sitemapRequest(pathname) !== null || feedRequest(pathname) !== null,

    async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (pathname === ROBOTS_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL });
        res.end(req.method === 'HEAD' ? undefined : robotsTxt(origin));
        return;
      }
      const feed = feedRequest(pathname);
      if (feed) {
        const search = new URL(req.url ?? '/', 'http://x').searchParams;
        const answer = await feedDocument(deps.db, origin, feed, search);
        if (!answer) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
          return;
        }
        // Feed readers poll often: a shorter cache than the sitemap's, so a new post shows soon.
        res.writeHead(200, { 'Content-Type': answer.type, 'Cache-Control': FEED_CACHE_CONTROL });
        res.end(req.method === 'HEAD' ? undefined : answer.body);
        return;
      }
      const document = await sitemapDocument(deps.db, origin, sitemapRequest(pathname)!, paging);
      if (!document) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
        return;
      }
      // A file of 10,000 listings is about 5 MB of XML, and under 400 KB gzipped (measured).
      const gzip = acceptedEncodings(req.headers['accept-encoding']).has('gzip');
      res.writeHead(200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': CACHE_CONTROL,
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const body = Readable.from(document);
      await (gzip ? pipeline(body, zlib.createGzip(), res) : pipeline(body, res));
    },
  };
}
