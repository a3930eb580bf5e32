import { createHash } from 'node:crypto';
import { scriptJson } from './page-html';

/*
 * A server-rendered page asks for its code once its content is on screen (issue 15). The HTML
 * already holds everything a visitor reads; its 200 KB of JavaScript only make it interactive. Asked
 * for with the page, the scripts share a slow network with the page's largest picture and delay it;
 * asked for once the page has painted and that picture has arrived, they do not. Links work as plain
 * links meanwhile, and any touch, key or scroll asks for the code at once.
 *
 * The entry script and its module preloads leave the HTML for a JSON list, which the small loader
 * below (inline, allowed by its hash in the Content-Security-Policy) turns back into the same tags.
 */

/** The loader, as sent. ES5 and self-contained: it runs before anything else of the app. */
export const PAGE_SCRIPT_LOADER = `(function () {
  var d = document;
  var list = JSON.parse(d.getElementById('page-scripts').textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    list.preload.forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    });
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = list.entry;
    d.head.appendChild(script);
  }
  ['pointerdown', 'keydown', 'touchstart', 'scroll'].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  });
  setTimeout(start, 3000);
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (d.visibilityState !== 'visible' || types.indexOf('paint') < 0 || types.indexOf('resource') < 0) {
    start();
    return;
  }
  var picture = d.querySelector('link[rel=preload][as=image]');
  // The browser fetches the preload's address or the candidate of its srcset that fits the screen.
  var pictureUrls = [];
  if (picture) {
    pictureUrls.push(picture.href);
    (picture.getAttribute('imagesrcset') || '').split(',').forEach(function (candidate) {
      var url = candidate.trim().split(' ')[0];
      if (url) pictureUrls.push(new URL(url, d.baseURI).href);
    });
  }
  var painted = false;
  var pictureIn = !picture;
  function check() {
    if (painted && pictureIn) requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  new Observer(function (entries) {
    if (entries.getEntriesByName('first-contentful-paint').length) { painted = true; check(); }
  }).observe({ type: 'paint', buffered: true });
  if (picture) {
    new Observer(function (entries) {
      entries.getEntries().forEach(function (entry) {
        if (!pictureIn && pictureUrls.indexOf(entry.name) >= 0) { pictureIn = true; check(); }
      });
    }).observe({ type: 'resource', buffered: true });
  }
})();`;

/** The CSP source allowing the loader and nothing else inline. */
export const PAGE_SCRIPT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPT_LOADER).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its entry script and module preloads replaced by the list and the loader, where the
 * entry script was. A page without an entry script (a build the tests fake) stays as it is.
 */
export function deferPageScripts(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const tags =
    `<script type="application/json" id="page-scripts">${scriptJson({ entry: entry[1], preload })}</script>` +
    `<script>${PAGE_SCRIPT_LOADER}</script>`;
  return html.replace(ENTRY, () => tags).replace(MODULE_PRELOAD, '');
}
