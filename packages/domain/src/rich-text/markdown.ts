import type { RichTextBlock, RichTextDoc, RichTextInline, RichTextMark } from './document';

/*
 * A small Markdown subset to rich text, for content the product ships (seed rental laws, help
 * articles) so it is written readably in the repository: blocks separated by blank lines; '## ' and
 * '### ' headings; '- ' and '1. ' list items (one line each); '> ' quotes; '---' a rule; inline
 * **bold**, *italic* and [text](href). Anything else is a paragraph. Output still goes through
 * parseRichText like what staff type.
 */

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inlines(text: string): RichTextInline[] {
  const out: RichTextInline[] = [];
  let last = 0;
  const push = (value: string, marks?: RichTextMark[]) => {
    if (value) out.push(marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
  };
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index));
    if (match[1] !== undefined) push(match[1], [{ type: 'bold' }]);
    else if (match[2] !== undefined) push(match[2], [{ type: 'italic' }]);
    else push(match[3]!, [{ type: 'link', attrs: { href: match[4]! } }]);
    last = match.index + match[0].length;
  }
  push(text.slice(last));
  return out;
}

function paragraph(text: string): RichTextBlock {
  return { type: 'paragraph', content: inlines(text) };
}

function blockOf(chunk: string): RichTextBlock {
  const lines = chunk.split('\n').map((line) => line.trim());
  const first = lines[0]!;
  if (first === '---') return { type: 'horizontalRule' };
  const heading = /^(#{2,4}) (.*)$/.exec(first);
  if (heading && lines.length === 1) {
    return {
      type: 'heading',
      attrs: { level: heading[1]!.length as 2 | 3 | 4 },
      content: inlines(heading[2]!),
    };
  }
  if (lines.every((line) => line.startsWith('- '))) {
    return {
      type: 'bulletList',
      content: lines.map((line) => ({ type: 'listItem', content: [paragraph(line.slice(2))] })),
    };
  }
  if (lines.every((line) => /^\d+\. /.test(line))) {
    return {
      type: 'orderedList',
      content: lines.map((line) => ({ type: 'listItem', content: [paragraph(line.replace(/^\d+\. /, ''))] })),
    };
  }
  if (lines.every((line) => line.startsWith('> '))) {
    return { type: 'blockquote', content: [paragraph(lines.map((line) => line.slice(2)).join(' '))] };
  }
  return paragraph(lines.join(' '));
}

export function richTextFromMarkdown(markdown: string): RichTextDoc {
  const chunks = markdown
    .trim()
    .split(/\n\s*\n/)
    .filter((chunk) => chunk.trim() !== '');
  return { type: 'doc', content: chunks.map(blockOf) };
}
