import type { RichTextBlock, RichTextDoc, RichTextInline, RichTextMark } from './document';
import { isExternalHref } from './urls';

/*
 * HTML of a parsed document. Every text and attribute is escaped here, and only the tags below
 * are written; the API passes the result through its sanitizer as well before storing it.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const MARK_TAGS = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' } as const;

function openMark(mark: RichTextMark): string {
  if (mark.type !== 'link') return `<${MARK_TAGS[mark.type]}>`;
  const href = escapeHtml(mark.attrs.href);
  return isExternalHref(mark.attrs.href)
    ? `<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">`
    : `<a href="${href}">`;
}

function closeMark(mark: RichTextMark): string {
  return mark.type === 'link' ? '</a>' : `</${MARK_TAGS[mark.type]}>`;
}

function inline(node: RichTextInline): string {
  if (node.type === 'hardBreak') return '<br>';
  const marks = node.marks ?? [];
  return marks.map(openMark).join('') + escapeHtml(node.text) + [...marks].reverse().map(closeMark).join('');
}

const inlines = (content: RichTextInline[] | undefined): string => (content ?? []).map(inline).join('');

function block(node: RichTextBlock): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${inlines(node.content)}</p>`;
    case 'heading':
      return `<h${node.attrs.level}>${inlines(node.content)}</h${node.attrs.level}>`;
    case 'bulletList':
      return `<ul>${node.content.map((item) => `<li>${blocks(item.content)}</li>`).join('')}</ul>`;
    case 'orderedList': {
      const start = node.attrs?.start ? ` start="${node.attrs.start}"` : '';
      return `<ol${start}>${node.content.map((item) => `<li>${blocks(item.content)}</li>`).join('')}</ol>`;
    }
    case 'blockquote':
      return `<blockquote>${blocks(node.content)}</blockquote>`;
    case 'horizontalRule':
      return '<hr>';
    case 'image':
      return `<img src="${escapeHtml(node.attrs.src)}" alt="${escapeHtml(node.attrs.alt)}" loading="lazy">`;
  }
}

const blocks = (content: RichTextBlock[]): string => content.map(block).join('');

export function renderRichTextHtml(doc: RichTextDoc): string {
  return blocks(doc.content);
}
