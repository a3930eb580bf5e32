import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * Keyword search by the full-text indexes (listings_text_idx, listing_locations_text_idx): the
 * 'simple' configuration (no stemming, so English and French words alike are matched as typed,
 * case-insensitively). Each word of a keyword matches as a prefix ("map" finds "Maple"); search
 * then keeps the results containing the keyword literally (search-conditions.ts), so the index
 * narrows and the literal match decides.
 */

/** The text vector an index is built on: the same expression in the index and in the query, so the planner matches them. */
export const textVector = (...columns: SQLWrapper[]): SQL =>
  sql`to_tsvector('simple', ${sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  )})`;

/** The words of a keyword (letters and digits), lower-case. */
export function keywordWords(keyword: string): string[] {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

/** A to_tsquery text finding every word of the keyword as a prefix; null for a keyword without words ("%"). */
export function keywordQuery(keyword: string): string | null {
  const words = keywordWords(keyword);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
