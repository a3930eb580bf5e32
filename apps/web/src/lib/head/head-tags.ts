import type { PageHead } from './page-head';

/*
 * The <head> tags of a server-rendered page: title, description, canonical and hreflang URLs,
 * Open Graph and Twitter card tags, robots, the largest picture's preload and the JSON-LD. The
 * language is in the URL (`?lang=en|fr`, the convention the server reads first), so each language
 * of a page has its own URL to index and the bare path is the x-default that picks one.
 */

export type HeadLang = 'en' | 'fr';

export interface HeadContext {
  /** Scheme, host and port of the public site, without a trailing slash (config.publicUrl). */
  origin: string;
  /** The language the page is rendered in. */
  lang: HeadLang;
  /** The site's name, added to the title and sent as og:site_name; "Rentals" when not given. */
  siteName?: string;
}

const LANGS: readonly HeadLang[] = ['en', 'fr'];
const OG_LOCALE: Record<HeadLang, string> = { en: 'en_CA', fr: 'fr_CA' };

/** Text made safe inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * `path` with `lang=<lang>` as its last query parameter (any `lang` it had removed), or without
 * one when `lang` is null. The rest of the query is kept as written, so the URL stays the page's.
 */
export function withLang(path: string, lang: HeadLang | null): string {
  const [beforeHash = ''] = path.split('#');
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((pair) => pair && !/^lang(=|$)/.test(pair));
  if (lang) kept.push(`lang=${lang}`);
  return kept.length ? `${base}?${kept.join('&')}` : base;
}

/** A path on this server (or an absolute URL, kept) as an absolute URL. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).href;
}

/** The keys of schema.org objects whose values are URLs: a path there is made absolute. */
const URL_KEYS = new Set([
  '@id',
  'url',
  'item',
  'image',
  'logo',
  'urlTemplate',
  'contentUrl',
  'thumbnailUrl',
]);

const isPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** JSON-LD with the paths of its URL properties (url, item, image, …) made absolute on `origin`. */
export function absoluteJsonLd(value: unknown, origin: string, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteJsonLd(v, origin, k)]));
  }
  return key && URL_KEYS.has(key) && isPath(value) ? absoluteUrl(value, origin) : value;
}

/**
 * One JSON-LD object as a <script>: `<` written \u003c, so no text of a listing can close the
 * element or open a comment (JSON reads it back as `<`).
 */
export function jsonLdScript(value: object, origin: string): string {
  const json = JSON.stringify(absoluteJsonLd(value, origin)).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
const link = (attrs: Record<string, string>) =>
  `<link ${Object.entries(attrs)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')} />`;

/** The HTML of the page's <head> tags (the title and description included), one tag a line. */
export function headTags(head: PageHead, ctx: HeadContext): string {
  const siteName = ctx.siteName ?? 'Rentals';
  const url = (lang: HeadLang | null) => absoluteUrl(withLang(head.path, lang), ctx.origin);
  const canonical = url(ctx.lang);
  const image = head.image ? absoluteUrl(head.image, ctx.origin) : null;
  const preload = head.preloadImage;
  const tags = [
    `<title>${escapeHtml(head.title === siteName ? siteName : `${head.title} | ${siteName}`)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    link({ rel: 'canonical', href: canonical }),
    ...LANGS.map((lang) => link({ rel: 'alternate', hreflang: lang, href: url(lang) })),
    link({ rel: 'alternate', hreflang: 'x-default', href: url(null) }),
    ...(head.feeds ?? []).map((feed) =>
      link({
        rel: 'alternate',
        type: feed.type === 'rss' ? 'application/rss+xml' : 'application/atom+xml',
        title: feed.title,
        href: absoluteUrl(feed.href, ctx.origin),
      }),
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[ctx.lang]),
    ...LANGS.filter((lang) => lang !== ctx.lang).map((lang) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[lang]),
    ),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(image && head.imageAlt ? [meta('name', 'twitter:image:alt', head.imageAlt)] : []),
    // The page's largest paint: fetched now rather than after the scripts have run.
    ...(preload
      ? [
          link({
            rel: 'preload',
            as: 'image',
            href: preload.src,
            ...(preload.srcset ? { imagesrcset: preload.srcset } : {}),
            ...(preload.sizes ? { imagesizes: preload.sizes } : {}),
            fetchpriority: 'high',
          }),
        ]
      : []),
    ...(head.jsonLd ?? []).map((value) => jsonLdScript(value, ctx.origin)),
  ];
  return tags.join('\n');
}
