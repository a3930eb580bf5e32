import type { RichTextBlock, RichTextDoc, RichTextInline } from './document';
import { READING_WORDS_PER_MINUTE } from './limits';

/* Plain text of a document (search, summaries, feeds) and the reading time computed from it. */

const inlineText = (content: RichTextInline[] | undefined): string =>
  (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');

function blockText(node: RichTextBlock): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(node.content);
    case 'bulletList':
    case 'orderedList':
      return node.content.map((item) => item.content.map(blockText).join('\n')).join('\n');
    case 'blockquote':
      return node.content.map(blockText).join('\n');
    case 'horizontalRule':
      return '';
    case 'image':
      return node.attrs.alt;
  }
}

export function richTextPlainText(doc: RichTextDoc): string {
  return doc.content
    .map(blockText)
    .filter((text) => text.trim() !== '')
    .join('\n')
    .trim();
}

/** Words as a reader counts them: runs of letters or digits (l'article is two, 2 500 $ is two). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

/** Whole minutes to read `text`, at least 1. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / READING_WORDS_PER_MINUTE));
}

/** The first `max` characters of `text` cut at a word, with an ellipsis when cut (cards, meta). */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
