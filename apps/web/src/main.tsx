import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, i18nReady, servedInDeviceLocale } from './i18n/setup';
import { App } from './app/App';
import { LanguageProvider } from './i18n/LanguageProvider';
import { routes } from './app/router/routes';
import { readPageData } from './lib/graphql/page-data';
import { preloadHydrationLazies } from './lib/ssr/hydration-lazy';
import { loadRouteModules } from './lib/ssr/route-modules';
import { serverRendered } from './lib/ssr/server-rendered';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const app = (
  <StrictMode>
    <LanguageProvider>
      <App />
    </LanguageProvider>
  </StrictMode>
);

/**
 * Resolves once the browser has painted what it has (a frame has passed), so that the page shows
 * before the long first render or hydration rather than after it. A hidden tab paints no frames: a
 * timer resolves it anyway.
 */
const painted = new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});

if (serverRendered && servedInDeviceLocale) {
  /*
   * The server rendered this page (apps/api/src/http/server-render.ts): once it is painted and the
   * page's code and texts are loaded, React takes over the HTML as it is. The first render must
   * match it exactly, so it waits for the route's module (then the lazy parts it renders) and the
   * namespaces the server used, and no more.
   */
  void Promise.all([
    i18nReady.then(() => i18n.loadNamespaces(readPageData()?.namespaces ?? [])),
    loadRouteModules(routes, window.location.pathname).then(preloadHydrationLazies),
    painted,
  ]).then(() => hydrateRoot(root, app));
} else {
  // The app shell of index.html shows first; the first render also waits for the language (French
  // loads its chunk first, English is bundled).
  void Promise.all([i18nReady, painted]).then(() => createRoot(root).render(app));
}
