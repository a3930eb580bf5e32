import { and, asc, count, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { publiclyVisible } from '../listings/listing-states';
import { sitemapSources } from './sitemap-sources';
import { sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlEntry, XML_DECLARATION } from './sitemap-xml';

/*
 * sitemap.xml: the home page, the search, the pages registered by other modules
 * (sitemap-sources.ts) and every listing a visitor may see (the search's own
 * visibility rule, listing-states.ts), each with its last change and its en/fr versions. Up to
 * `perFile` listings it is one file; beyond, an index of /sitemap-pages.xml and
 * /sitemap-listings-<n>.xml files of `perFile` listings each. Listings are read in id order in
 * keyset batches and written as they come, so a file never holds its listings in memory at once.
 */

/** Listings per sitemap file: well under the format's 50,000 URLs and 50 MB. */
export const LISTINGS_PER_SITEMAP = 10_000;
/** Listings read per statement. */
export const SITEMAP_BATCH = 1_000;

/** How sitemaps are cut: listings per file, and per statement while a file is written. */
export interface SitemapPaging {
  perFile: number;
  batch: number;
}

/** The pages that are not listings, in every sitemap. */
export const SITEMAP_PAGES = ['/', '/search'] as const;

export const SITEMAP_PATH = '/sitemap.xml';
export const PAGES_SITEMAP_PATH = '/sitemap-pages.xml';
export const listingsSitemapPath = (file: number) => `/sitemap-listings-${file}.xml`;
const LISTINGS_SITEMAP = /^\/sitemap-listings-([1-9]\d{0,5})\.xml$/;

/** Which sitemap a path names, or null for any other path. */
export type SitemapRequest = { kind: 'root' } | { kind: 'pages' } | { kind: 'listings'; file: number };

export function sitemapRequest(pathname: string): SitemapRequest | null {
  if (pathname === SITEMAP_PATH) return { kind: 'root' };
  if (pathname === PAGES_SITEMAP_PATH) return { kind: 'pages' };
  const file = LISTINGS_SITEMAP.exec(pathname)?.[1];
  return file ? { kind: 'listings', file: Number(file) } : null;
}

async function countPublicListings(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(publiclyVisible);
  return row?.n ?? 0;
}

/** The public listings of sitemap file `file` (from 1), in id order, a batch at a time. */
async function* publicListingBatches(db: Db, file: number, { perFile, batch }: SitemapPaging) {
  let after: string | null = null;
  let left = perFile;
  while (left > 0) {
    const size = Math.min(batch, left);
    const rows = await db
      .select({ id: listings.id, updatedAt: listings.updatedAt })
      .from(listings)
      .where(after ? and(publiclyVisible, gt(listings.id, after)) : publiclyVisible)
      .orderBy(asc(listings.id))
      .limit(size)
      // Only the file's first batch skips the files before it; the next ones follow the last id.
      .offset(after ? 0 : (file - 1) * perFile);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
  }
}

async function* urlset(
  db: Db,
  origin: string,
  pages: readonly string[],
  listingsFile: { file: number; paging: SitemapPaging } | null,
): AsyncGenerator<string> {
  yield XML_DECLARATION + URLSET_OPEN;
  for (const page of pages) yield urlEntry(origin, page);
  // The registered sources' pages go with the fixed ones (sitemap-sources.ts).
  if (pages.length) {
    for (const source of sitemapSources()) {
      const entries = await source.entries(db);
      yield entries.map((entry) => urlEntry(origin, entry.path, entry.lastmod)).join('');
    }
  }
  if (listingsFile) {
    for await (const rows of publicListingBatches(db, listingsFile.file, listingsFile.paging)) {
      yield rows.map((row) => urlEntry(origin, `/listing/${row.id}`, row.updatedAt)).join('');
    }
  }
  yield URLSET_CLOSE;
}

/**
 * The text of the sitemap `request` names, as chunks to stream, or null when there is no such
 * file (a listings file past the last).
 */
export async function sitemapDocument(
  db: Db,
  origin: string,
  request: SitemapRequest,
  paging: SitemapPaging = { perFile: LISTINGS_PER_SITEMAP, batch: SITEMAP_BATCH },
): Promise<AsyncIterable<string> | null> {
  if (request.kind === 'pages') return urlset(db, origin, SITEMAP_PAGES, null);
  const files = Math.max(1, Math.ceil((await countPublicListings(db)) / paging.perFile));
  if (request.kind === 'listings') {
    return request.file <= files ? urlset(db, origin, [], { file: request.file, paging }) : null;
  }
  if (files === 1) return urlset(db, origin, SITEMAP_PAGES, { file: 1, paging });
  const urls = [PAGES_SITEMAP_PATH, ...Array.from({ length: files }, (_, i) => listingsSitemapPath(i + 1))];
  return (async function* () {
    yield sitemapIndex(urls.map((path) => `${origin}${path}`));
  })();
}
