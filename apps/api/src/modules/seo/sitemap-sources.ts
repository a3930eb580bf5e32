import type { Db } from '../../db/client';

/*
 * The pages other modules put in the sitemap: each module registers a source when it loads (as
 * its GraphQL file does its fields), so a new kind of page adds itself without editing this
 * module. Sources list pages at content scale (hundreds), written in the pages sitemap; the
 * listings, tens of thousands, keep their own paged files (sitemap.ts).
 */

export interface SitemapEntry {
  /** The page's path, with its own query if it has one (never `lang`). */
  path: string;
  lastmod?: Date | null;
}

export interface SitemapSource {
  /** Names the source: registering the same name again replaces it. */
  name: string;
  entries(db: Db): Promise<SitemapEntry[]>;
}

const sources = new Map<string, SitemapSource>();

export function registerSitemapSource(source: SitemapSource): void {
  sources.set(source.name, source);
}

/** The registered sources, in the order they were first registered. */
export function sitemapSources(): SitemapSource[] {
  return [...sources.values()];
}
