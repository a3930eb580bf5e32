import { parseRichText } from '@rentals/domain/rich-text/document';
import { readingMinutes, richTextPlainText } from '@rentals/domain/rich-text/plain-text';
import { renderRichTextHtml } from '@rentals/domain/rich-text/render-html';

/**
 * The body as the public page will show it, before it is saved: the same renderer the API runs
 * (which also sanitizes the stored copy). A body the rules refuse previews as nothing; saving it
 * shows why.
 */
export function previewBody(body: unknown): { html: string; minutes: number } {
  const parsed = parseRichText(body);
  if (!parsed.ok) return { html: '', minutes: 0 };
  return { html: renderRichTextHtml(parsed.doc), minutes: readingMinutes(richTextPlainText(parsed.doc)) };
}
