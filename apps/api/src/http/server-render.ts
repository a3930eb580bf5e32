import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { pageLanguage } from './page-language';
import { REQUEST_ID_HEADER } from './request-id';
import { scriptJson, type PageParts } from './page-html';

/*
 * The server render of the public reading pages (issue 15): the web build's render module
 * (apps/web/src/entry-server.tsx, built into dist-server/ssr/) renders the page as a visitor sees
 * it, its queries answered by this server's own schema. A page it does not render, a build without
 * it, or a render that fails gets the page the browser renders itself: never a blank page or a 500.
 */

/** A GraphQL operation run by the server's own schema, with no session (the same checks as over HTTP). */
export type RunOperation = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/** What the render module exports (apps/web/src/entry-server.tsx). */
interface RenderModule {
  isServerRendered(pathname: string): boolean;
  render(request: {
    url: string;
    language: string;
    userAgent: string | undefined;
    origin: string;
    run: RunOperation;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        status: number;
        body: string;
        head: string;
        ownHead: boolean;
        viewportWidth: number;
        pageData: unknown;
      }
  >;
}

/** How to answer a page's URL. */
export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      parts: PageParts;
      /** Whether the HTML may be kept by a shared cache: a server render is the same for every visitor. */
      shared: boolean;
      /** The Server-Timing header value, when the server rendered the page. */
      serverTiming?: string;
    };

export interface ServerRendererOptions {
  /** dist-server/ssr/entry-server.js of the web build; a missing file renders nothing on the server. */
  modulePath: string;
  run: RunOperation;
  log: Pick<Logger, 'error' | 'warn'>;
  /** The site's public origin (config.publicUrl): canonical URLs and alternates are absolute. */
  origin: string;
}

export function createPageRenderer({ modulePath, run, log, origin }: ServerRendererOptions) {
  let loading: Promise<RenderModule | null> | null = null;
  const load = () =>
    (loading ??= fs.existsSync(modulePath)
      ? (import(pathToFileURL(modulePath).href) as Promise<RenderModule>).catch((error: unknown) => {
          log.error({ err: error }, 'the server render module does not load; pages render in the browser');
          return null;
        })
      : Promise.resolve(null));

  return async (req: IncomingMessage, url: URL): Promise<PageAnswer> => {
    const lang = pageLanguage({
      url,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    const browserPage: PageAnswer = { kind: 'page', status: 200, parts: { lang }, shared: false };
    const module = await load();
    if (!module?.isServerRendered(url.pathname)) return browserPage;
    const started = performance.now();
    try {
      const page = await module.render({
        url: url.href,
        language: lang,
        userAgent: req.headers['user-agent'],
        origin,
        run,
      });
      if (page.kind === 'redirect') return page;
      const data = `<script type="application/json" id="page-data">${scriptJson(page.pageData)}</script>`;
      return {
        kind: 'page',
        status: page.status,
        parts: {
          lang,
          head: page.head + data,
          ownTitle: page.ownHead,
          body: page.body,
          viewportWidth: page.viewportWidth,
        },
        shared: true,
        serverTiming: `render;dur=${(performance.now() - started).toFixed(1)}`,
      };
    } catch (error) {
      // The id http/app.ts gave the request, so this line joins the request's others.
      const requestId = req.headers[REQUEST_ID_HEADER];
      log.error(
        { err: error, path: url.pathname, requestId },
        'server render failed; the browser renders the page',
      );
      return browserPage;
    }
  };
}
