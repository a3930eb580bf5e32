import type { ContentKind } from '@rentals/domain/knowledge-center/search-query';
import type { SQL } from 'drizzle-orm';

/*
 * What the knowledge center's search reads: each module that publishes content registers one
 * source for its kind when it loads, so a new kind (the help center) adds itself without editing
 * the search. A source is a SELECT of its published rows, in the columns below; the search puts
 * the sources side by side (UNION ALL) and ranks them together (content-search.ts).
 */

/**
 * A SELECT of published rows with exactly these columns, in this order:
 * - `id` text, `title` text;
 * - `body` text: what is searched after the title, and where the excerpt comes from;
 * - `lang` text, 'en' or 'fr': the text's language, which picks the stemming;
 * - `url` text: a path on this site, or an absolute URL for content elsewhere;
 * - `date` timestamptz: when it was published or last reviewed.
 */
export interface ContentSource {
  kind: ContentKind;
  rows(): SQL;
}

const sources = new Map<ContentKind, ContentSource>();

/** Registers (or replaces) the source of one kind. */
export function registerContentSource(source: ContentSource): void {
  sources.set(source.kind, source);
}

/** The sources of these kinds (all when none is named). */
export function contentSources(kinds?: readonly ContentKind[] | null): ContentSource[] {
  const all = [...sources.values()];
  return kinds?.length ? all.filter((source) => kinds.includes(source.kind)) : all;
}
