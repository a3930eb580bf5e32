/*
 * index.html, filled in for one page: the server-rendered markup in #root, its head, styles and
 * data, and <html lang> in the page's language. Every insertion uses a replacer function: a
 * replacement string would expand the `$&` or `$'` of a listing's text into parts of the page.
 */

export interface PageParts {
  lang: string;
  /**
   * Tags added to <head> before the app's scripts (the page's head with its image preload, styles,
   * data, then the route's scripts): the browser asks for the page's largest image before the
   * scripts, which would otherwise take the slow network first.
   */
  head?: string;
  /** The page's own <title> and meta description replace the defaults when true (its head has them). */
  ownTitle?: boolean;
  /** The server-rendered markup of #root; without it, the app shell stays and the browser renders. */
  body?: string;
  /** The width the render assumed (lib/ssr/viewport.ts of the web app), with the body. */
  viewportWidth?: number;
}

/** Text made safe inside HTML text and double-quoted attributes. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const ROOT = /<div id="root">[\s\S]*?<\/div>/;

/** JSON inside a <script> element: `<` escaped, so no text can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function fillPage(template: string, parts: PageParts): string {
  let html = template.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(parts.lang)}"`);
  if (parts.ownTitle) {
    html = html.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  }
  if (parts.head) {
    const entry = html.search(/<script type="module"/);
    html =
      entry >= 0
        ? html.slice(0, entry) + parts.head + html.slice(entry)
        : html.replace('</head>', () => `${parts.head}</head>`);
  }
  if (parts.body !== undefined) {
    if (!ROOT.test(html)) throw new Error('index.html has no <div id="root"> to render into.');
    const width = parts.viewportWidth ? ` data-viewport-width="${Number(parts.viewportWidth)}"` : '';
    html = html.replace(ROOT, () => `<div id="root" data-server-rendered${width}>${parts.body}</div>`);
  }
  return html;
}
