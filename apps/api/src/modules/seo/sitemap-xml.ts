/*
 * The XML of sitemaps (sitemaps.org 0.9), with each page's language versions as xhtml:link
 * alternates: the language is the `lang` query parameter, the bare path picks one (x-default).
 */

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const LANGS = ['en', 'fr'] as const;

/** Characters XML 1.0 does not allow at all, even escaped: one would make the whole feed invalid. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text made safe inside XML text and double-quoted attributes. */
export const escapeXml = (text: string): string =>
  text
    .replace(NOT_XML, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

export const URLSET_OPEN = `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** `path` (which may have a query of its own, and a fragment) in a language, or bare for x-default. */
const inLanguage = (origin: string, path: string, lang: string | null) => {
  if (!lang) return `${origin}${path}`;
  const [base = '', hash] = path.split('#', 2);
  return `${origin}${base}${base.includes('?') ? '&' : '?'}lang=${lang}${hash === undefined ? '' : `#${hash}`}`;
};

/** One page of the site, with its language alternates and, when known, when it last changed. */
export function urlEntry(origin: string, path: string, lastmod?: Date | null): string {
  const alternates = [...LANGS, null].map(
    (lang) =>
      `<xhtml:link rel="alternate" hreflang="${lang ?? 'x-default'}" href="${escapeXml(inLanguage(origin, path, lang))}"/>`,
  );
  return [
    '<url>',
    `<loc>${escapeXml(inLanguage(origin, path, null))}</loc>`,
    ...(lastmod ? [`<lastmod>${lastmod.toISOString()}</lastmod>`] : []),
    ...alternates,
    '</url>\n',
  ].join('');
}

/** A sitemap index pointing at the sitemap files at these absolute URLs. */
export function sitemapIndex(urls: readonly string[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">\n`,
    ...urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`),
    '</sitemapindex>\n',
  ].join('');
}
