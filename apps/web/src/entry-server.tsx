/*
 * The server render of the public reading pages (built by `vite build --ssr` into
 * dist-server/ssr/, called by apps/api/src/http/server-render.ts). The page renders as a visitor
 * sees it, in the visitor's language, with its queries answered during the render, and comes back
 * as the parts the server puts into index.html: the markup of #root, the head's tags, the styles
 * it used and the data hydration needs.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Locale } from '@rentals/domain/users/enums';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/App';
import { routes } from './app/router/routes';
import { createServerI18n, usedNamespaces } from './i18n/server';
import type { PageData } from './lib/graphql/page-data';
import { headTags } from './lib/head/head-tags';
import { createHeadCollector, PageHeadContext } from './lib/head/use-page-head';
import { HttpStatusContext, type HttpStatus } from './lib/ssr/http-status';
import { ServerDataContext } from './lib/ssr/server-data';
import { guessViewportWidth } from './lib/ssr/viewport';
import { StaticStylesContext } from './lib/styles/static-styles';
import { createServerData, type RunOperation } from './server/server-data';
import { styleTags } from './server/style-tags';

export type { RunOperation };

/** The pages the server renders: the public reading pages (issue 15); others render in the browser. */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/search\/?$/,
  /^\/listing\/[^/]+\/?$/,
  /^\/unit\/[^/]+\/?$/,
  /^\/tenant\/[^/]+\/?$/,
  // A poster's public profile (issue 25).
  /^\/landlord\/[^/]+\/?$/,
  /^\/rental-laws\/?$/,
  /^\/knowledge-center\/?$/,
  /^\/feed\/?$/,
  /^\/blogs\/?$/,
  /^\/blog\/[^/]+(\/[^/]*)?\/?$/,
  // The terms of use and the privacy policy (issue 23).
  /^\/(terms|privacy|privacy-policy)\/?$/,
  // Issue 23: /contact-us and the staff-defined forms (the form itself hydrates).
  /^\/contact-us\/?$/,
  /^\/forms\/[^/]+\/?$/,
  /^\/(listing-form|client-feedback|learn-more|list-on-realtor|client-form-concierge|list-with-concierge)\/?$/,
  // The help center's reading pages (issue 24); /help-center/key/{key} only redirects in the browser.
  /^\/help-center\/?$/,
  /^\/help-center\/collection\/(article\/)?[^/]+\/?$/,
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

export interface RenderRequest {
  /** The page's URL, absolute. */
  url: string;
  language: Locale;
  /** The browser's, to guess its viewport width for media queries (lib/ssr/viewport.ts). */
  userAgent: string | undefined;
  /** The site's public origin, for canonical URLs, alternates and Open Graph (PUBLIC_URL). */
  origin: string;
  run: RunOperation;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of #root. */
      body: string;
      /** Tags for <head>: the page's title, description, links and JSON-LD, and the styles it used. */
      head: string;
      /** Whether `head` has the page's own <title> and description (the defaults then go). */
      ownHead: boolean;
      /** The viewport width the render assumed, which hydration assumes too. */
      viewportWidth: number;
      pageData: PageData;
    };

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/** Renders one page; rejects when any part of it fails (the server then sends the browser-rendered page). */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createServerI18n(request.language);
  const data = createServerData(request.run);
  const status: HttpStatus = { code: context.statusCode };
  const staticStyles = new Map<string, string>();
  const head = createHeadCollector();
  const viewportWidth = guessViewportWidth(request.userAgent);
  // One emotion cache per page, so the styles extracted are this page's (key 'css', as the browser's).
  // Made into a server's cache before the render: emotion then keeps styles out of the markup.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const errors: unknown[] = [];

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={i18n}>
          <ServerDataContext.Provider value={data.value}>
            <HttpStatusContext.Provider value={status}>
              <StaticStylesContext.Provider value={staticStyles}>
                <PageHeadContext.Provider value={head.value}>
                  <AppProviders viewportWidth={viewportWidth}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </AppProviders>
                </PageHeadContext.Provider>
              </StaticStylesContext.Provider>
            </HttpStatusContext.Provider>
          </ServerDataContext.Provider>
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, in place: no part of the page waits for an inline script (which the
      // Content-Security-Policy forbids) to be moved into view.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const body = await streamText(prelude);
  if (errors.length) throw errors[0];
  // A page that moved (useHttpRedirect) answers the redirect instead of its markup.
  if (status.location) return { kind: 'redirect', status: status.code, location: status.location };

  const pageHead = head.current();
  const headHtml = pageHead ? headTags(pageHead, { origin: request.origin, lang: request.language }) : '';
  return {
    kind: 'page',
    status: status.code,
    body,
    head: headHtml + styleTags(extractCriticalToChunks(body), staticStyles),
    ownHead: !!pageHead,
    viewportWidth,
    pageData: { answers: data.answers(), namespaces: usedNamespaces(i18n) },
  };
}
