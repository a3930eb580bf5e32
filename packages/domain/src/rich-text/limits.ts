/** A body holds at most this many characters of text (about 30,000 words). */
export const RICH_TEXT_MAX_CHARS = 200_000;
/** At most this many nodes, and this deep: a bound on what the server walks. */
export const RICH_TEXT_MAX_NODES = 20_000;
export const RICH_TEXT_MAX_DEPTH = 12;
/** Reading speed for avgReadingTime (words per minute, adult silent reading of non-fiction). */
export const READING_WORDS_PER_MINUTE = 230;
/** Heading levels a body may use: the page's title is its only h1. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;
