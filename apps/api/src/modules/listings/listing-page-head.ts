import { GALLERY_LARGE_SIZES, galleryOrder, gallerySrcSet } from '@rentals/domain/listings/gallery';
import type { AppDeps } from '../../graphql/context';
import { getListing } from './listing-read.service';
import { UUID } from '../../db/sql-helpers';
import { variantUrl } from './picture-urls';

/*
 * What the server puts in the <head> of /listing/{id} so that a shared link previews (Open Graph,
 * Twitter card) and search engines see the listing's own title and description before the SPA
 * runs. Only listings the public may see are described; any other path keeps the default head.
 */

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string | null;
  /** The first picture of the gallery, which the browser fetches with the page (paths on this server). */
  gallery?: { src: string; srcset: string; sizes: string } | null;
}

const LISTING_PATH = /^\/listing\/([^/]+)\/?$/;
const DESCRIPTION_MAX = 200;

const money = (n: number) => `$${Math.round(n).toLocaleString('en-CA')}`;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export async function listingPageHead(
  deps: Pick<AppDeps, 'db' | 'config'>,
  pathname: string,
): Promise<PageHead | null> {
  const id = LISTING_PATH.exec(pathname)?.[1];
  if (!id || !UUID.test(id)) return null;
  const listing = await getListing(deps.db, null, id).catch(() => null);
  if (!listing) return null;
  const prices = listing.units
    .filter((u) => !u.contactForPricing && u.monthlyPrice != null)
    .map((u) => Number(u.monthlyPrice));
  const place = [listing.location?.neighbourhood?.name, listing.location?.city.name]
    .filter(Boolean)
    .join(', ');
  const price = prices.length ? `From ${money(Math.min(...prices))}/month` : 'Contact for Pricing!';
  const summary = [price, place].filter(Boolean).join(' · ');
  const first = galleryOrder(listing, (p) => p.file.mimeType.startsWith('image/'))[0]?.picture;
  const copies = first && { cardUrl: variantUrl(first, 'card'), detailUrl: variantUrl(first, 'detail') };
  const base = deps.config.publicUrl;
  return {
    title: `${listing.title}${place ? ` – ${place}` : ''} | Rentals`,
    description: clip([summary, listing.description ?? ''].filter(Boolean).join('. '), DESCRIPTION_MAX),
    url: `${base}/listing/${listing.id}`,
    image: copies ? `${base}${copies.detailUrl}` : null,
    gallery: copies
      ? { src: copies.detailUrl, srcset: gallerySrcSet(copies), sizes: GALLERY_LARGE_SIZES }
      : null,
  };
}

/** Text made safe inside HTML text and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** index.html with the page's title, description and Open Graph tags in place of the defaults. */
export function withPageHead(html: string, head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Rentals'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    // The page's largest paint: fetched now rather than after the scripts and the listing query.
    ...(head.gallery
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(head.gallery.src)}" imagesrcset="${escapeHtml(head.gallery.srcset)}" imagesizes="${escapeHtml(head.gallery.sizes)}" fetchpriority="high" />`,
        ]
      : []),
  ].join('\n    ');
  // Replacer functions, never replacement strings: in a replacement string the $&, $' and $` of a
  // title would insert parts of the page instead of the text as typed.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `  ${tags}\n  </head>`);
}
