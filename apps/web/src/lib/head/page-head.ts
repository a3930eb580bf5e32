/*
 * What a page puts in the document's <head>: built by each public page from the data it shows (a
 * pure function per page, beside it), turned into tags by head-tags.ts on the server and applied
 * to the document by use-page-head.ts in the browser.
 */

/** The head of one page, in its language. */
export interface PageHead {
  /** The page's own title, without the site's name (head-tags.ts adds " | Rentals"). */
  title: string;
  description: string;
  /**
   * The page's path and significant query WITHOUT `lang`, e.g. /listing/<id> or
   * /search?city=Toronto: the canonical and hreflang URLs are made from it.
   */
  path: string;
  /** The picture shared links show (og:image): a path on this server or an absolute URL. */
  image?: string | null;
  /** What the picture shows, for those who cannot see it (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  /**
   * schema.org objects, one <script type="application/ld+json"> each. URLs in them may be paths on
   * this server: head-tags.ts makes them absolute (see absoluteJsonLd).
   */
  jsonLd?: object[];
  /** Feeds of the page's content (<link rel="alternate" type="application/rss+xml">): `href` a path on this server. */
  feeds?: { title: string; href: string; type: 'rss' | 'atom' }[];
  /** Keeps the page out of search engines (a listing not public, a profile not shared, no results). */
  noindex?: boolean;
  /** The page's largest picture, fetched with the page rather than after its scripts. */
  preloadImage?: { src: string; srcset?: string; sizes?: string } | null;
}

/** About what search engines show of a description; longer ones are cut there. */
export const DESCRIPTION_MAX = 200;

/** A text on one line (line breaks and runs of spaces made one space), cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clipText(text: string, max = DESCRIPTION_MAX): string {
  // No-break spaces stay: French writes them in amounts (1 800 $) and before some punctuation.
  const flat = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?·–-]+$/, '')}…`;
}

/** One step of a BreadcrumbList: its name and its path on this server. */
export interface Crumb {
  name: string;
  path: string;
}

/** A schema.org BreadcrumbList (Home › Rentals in Toronto › the listing), with paths made absolute later. */
export function breadcrumbList(crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}
