/*
 * The words a visitor types in the knowledge center's search box, made ready for the database
 * (websearch_to_tsquery on the unaccented text) and for highlighting the match in an excerpt. A
 * query is read without regard to case or accents: 'numéro' and 'numero' are the same word.
 */

/** What a visitor's query is cut at: longer is refused, not cut. */
export const CONTENT_QUERY_MAX = 200;
/** Results per request. */
export const CONTENT_SEARCH_TAKE_MAX = 50;
export const CONTENT_SEARCH_TAKE_DEFAULT = 10;

/** What can be searched; each kind's rows come from the source its module registers. */
export const CONTENT_KINDS = ['BLOG', 'ARTICLE', 'RENTAL_LAW', 'HELP_CENTER'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export type ContentQueryResult =
  | { ok: true; query: string }
  | { ok: false; code: 'CONTENT_SEARCH_EMPTY' | 'CONTENT_SEARCH_TOO_LONG'; params?: { max: number } };

/**
 * A query on one line, runs of spaces made one and control characters dropped; refused when it
 * has no letter or digit, or is longer than CONTENT_QUERY_MAX.
 */
export function normalizeContentQuery(raw: string): ContentQueryResult {
  const query = raw
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (query.length > CONTENT_QUERY_MAX) {
    return { ok: false, code: 'CONTENT_SEARCH_TOO_LONG', params: { max: CONTENT_QUERY_MAX } };
  }
  if (!/[\p{L}\p{N}]/u.test(query)) return { ok: false, code: 'CONTENT_SEARCH_EMPTY' };
  return { ok: true, query };
}

/**
 * One character folded: lower case, accents dropped. A character whose folded form is not one
 * character (a ligature, a rare case change) stays itself, so positions in the folded text are
 * positions in the original one.
 */
function foldChar(char: string): string {
  const folded = char
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  return folded.length === 1 ? folded : char;
}

/** `text` without case or accents, of the same length (see foldChar). */
export function foldText(text: string): string {
  return text.replace(/[^\0-\x7f]|[A-Z]/g, foldChar);
}

/** The words a query looks for, folded: operators of the web search syntax (or, -word, quotes) are not words. */
export function queryTerms(query: string): string[] {
  const words = foldText(query)
    .split(/\s+/)
    .filter((word) => !word.startsWith('-') && word !== 'or')
    .flatMap((word) => word.split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 2);
  return [...new Set(words)];
}
