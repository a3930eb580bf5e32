import { foldText, queryTerms } from './search-query';

/*
 * The excerpt a search result shows: a few lines of the text around the first word that matches
 * the query, with the matching words marked. The database matches stems ('rents' finds 'rent'),
 * so a word matches when it starts with the term less a short ending.
 */

export const EXCERPT_LENGTH = 220;
/** How much of the text before the first match the excerpt keeps. */
const LEAD = 60;

export interface ExcerptRange {
  start: number;
  length: number;
}
export interface Excerpt {
  text: string;
  /** The matching words in `text`, in order, not overlapping. */
  highlights: ExcerptRange[];
}

/** What a word must start with to match `term`: terms of five letters and more lose their last two (plural, verb ending). */
const stemOf = (term: string) => (term.length >= 5 ? term.slice(0, term.length - 2) : term);

/** The words of `text` that match a term of `query`, as ranges. */
export function matchRanges(text: string, query: string): ExcerptRange[] {
  const stems = queryTerms(query).map(stemOf);
  if (!stems.length) return [];
  const folded = foldText(text);
  const ranges: ExcerptRange[] = [];
  for (const word of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (stems.some((stem) => word[0].startsWith(stem))) {
      ranges.push({ start: word.index, length: word[0].length });
    }
  }
  return ranges;
}

/**
 * About `max` characters of `text` on one line, around its first word matching `query` (or its
 * beginning when none does), cut at word boundaries with an ellipsis where cut.
 */
export function contentExcerpt(text: string, query: string, max = EXCERPT_LENGTH): Excerpt {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = matchRanges(flat, query)[0];
  let start = first && first.start + first.length > max - 10 ? Math.max(0, first.start - LEAD) : 0;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space >= first!.start ? first!.start : space + 1;
  }
  let end = Math.min(flat.length, start + max);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + max / 2) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const body = flat.slice(start, end).replace(/[\s,.;:!?–-]+$/, end < flat.length ? '' : '$&');
  const excerptText = `${lead}${body}${end < flat.length ? '…' : ''}`;
  const highlights = matchRanges(body, query).map((range) => ({
    start: range.start + lead.length,
    length: range.length,
  }));
  return { text: excerptText, highlights };
}

/** The excerpt as pieces to render, each marked or not. */
export function excerptParts(excerpt: Excerpt): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const { start, length } of excerpt.highlights) {
    if (start > at) parts.push({ text: excerpt.text.slice(at, start), match: false });
    parts.push({ text: excerpt.text.slice(start, start + length), match: true });
    at = start + length;
  }
  if (at < excerpt.text.length) parts.push({ text: excerpt.text.slice(at), match: false });
  return parts;
}
