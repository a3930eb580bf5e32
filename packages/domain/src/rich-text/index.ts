import { parseRichText, type RichTextDoc } from './document';
import type { RichTextErrorCode } from './errors';
import { readingMinutes, richTextPlainText } from './plain-text';
import { renderRichTextHtml } from './render-html';

export * from './document';
export * from './limits';
export { excerpt, countWords, readingMinutes, richTextPlainText } from './plain-text';
export { escapeHtml, renderRichTextHtml } from './render-html';
export { richTextFromMarkdown } from './markdown';
export { isSafeImageSrc, isSafeLinkHref } from './urls';

/** What is stored for a body: the clean document, its HTML, its plain text and reading time. */
export interface RichTextOutputs {
  json: RichTextDoc;
  html: string;
  text: string;
  readingMinutes: number;
}

export type RichTextOutputsResult =
  { ok: true; value: RichTextOutputs } | { ok: false; code: RichTextErrorCode };

/**
 * Parses a client's document and derives what is stored. `requireText` refuses a body with no
 * words (publishing an empty post or article).
 */
export function richTextOutputs(
  input: unknown,
  options: { requireText?: boolean } = {},
): RichTextOutputsResult {
  const parsed = parseRichText(input);
  if (!parsed.ok) return parsed;
  const text = richTextPlainText(parsed.doc);
  if (options.requireText && text === '') return { ok: false, code: 'RICH_TEXT_EMPTY' };
  return {
    ok: true,
    value: {
      json: parsed.doc,
      html: renderRichTextHtml(parsed.doc),
      text,
      readingMinutes: readingMinutes(text),
    },
  };
}
