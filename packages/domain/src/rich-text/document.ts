import type { RichTextErrorCode } from './errors';
import { RICH_TEXT_MAX_CHARS, RICH_TEXT_MAX_DEPTH, RICH_TEXT_MAX_NODES } from './limits';
import { isSafeImageSrc, isSafeLinkHref } from './urls';

/*
 * The rich-text document the editor (TipTap / ProseMirror JSON) sends, reduced to the nodes and
 * marks the product shows. `parseRichText` walks what a client sent and rebuilds a clean document
 * from it: unknown node types, unknown marks and every attribute not listed here are refused or
 * dropped, so nothing but this shape is ever stored or rendered.
 */

export type RichTextMark =
  { type: 'bold' | 'italic' | 'underline' | 'strike' } | { type: 'link'; attrs: { href: string } };

export type RichTextInline = { type: 'text'; text: string; marks?: RichTextMark[] } | { type: 'hardBreak' };

export type RichTextBlock =
  | { type: 'paragraph'; content?: RichTextInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: RichTextInline[] }
  | { type: 'bulletList'; content: RichTextListItem[] }
  | { type: 'orderedList'; attrs?: { start: number }; content: RichTextListItem[] }
  | { type: 'blockquote'; content: RichTextBlock[] }
  | { type: 'horizontalRule' }
  | { type: 'image'; attrs: { src: string; alt: string } };

export interface RichTextListItem {
  type: 'listItem';
  content: RichTextBlock[];
}

export interface RichTextDoc {
  type: 'doc';
  content: RichTextBlock[];
}

export type RichTextResult = { ok: true; doc: RichTextDoc } | { ok: false; code: RichTextErrorCode };

class Refusal extends Error {
  constructor(readonly code: RichTextErrorCode) {
    super(code);
  }
}

const SIMPLE_MARKS = new Set(['bold', 'italic', 'underline', 'strike']);

interface Walk {
  nodes: number;
  chars: number;
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Refusal('RICH_TEXT_INVALID');
  return value as Record<string, unknown>;
}

function list(value: unknown): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Refusal('RICH_TEXT_INVALID');
  return value;
}

function count(walk: Walk, depth: number): void {
  walk.nodes += 1;
  if (walk.nodes > RICH_TEXT_MAX_NODES || depth > RICH_TEXT_MAX_DEPTH)
    throw new Refusal('RICH_TEXT_TOO_LONG');
}

function marksOf(value: unknown): RichTextMark[] {
  const marks: RichTextMark[] = [];
  for (const raw of list(value)) {
    const mark = record(raw);
    if (typeof mark.type === 'string' && SIMPLE_MARKS.has(mark.type)) {
      marks.push({ type: mark.type as 'bold' });
    } else if (mark.type === 'link') {
      const href = record(mark.attrs).href;
      if (typeof href !== 'string' || !isSafeLinkHref(href.trim()))
        throw new Refusal('RICH_TEXT_UNSAFE_LINK');
      marks.push({ type: 'link', attrs: { href: href.trim() } });
    }
    // Other marks (code, highlight, text style…) are formatting the product does not show: dropped.
  }
  return marks;
}

function inlines(value: unknown, walk: Walk, depth: number): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const raw of list(value)) {
    const node = record(raw);
    count(walk, depth);
    if (node.type === 'text') {
      if (typeof node.text !== 'string') throw new Refusal('RICH_TEXT_INVALID');
      walk.chars += node.text.length;
      if (walk.chars > RICH_TEXT_MAX_CHARS) throw new Refusal('RICH_TEXT_TOO_LONG');
      if (node.text === '') continue;
      const marks = marksOf(node.marks);
      out.push(
        marks.length > 0 ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text },
      );
    } else if (node.type === 'hardBreak') {
      out.push({ type: 'hardBreak' });
    } else {
      throw new Refusal('RICH_TEXT_INVALID');
    }
  }
  return out;
}

function withContent<T extends { type: string; content?: RichTextInline[] }>(
  node: T,
  content: RichTextInline[],
): T {
  return content.length > 0 ? { ...node, content } : node;
}

function listItems(value: unknown, walk: Walk, depth: number): RichTextListItem[] {
  return list(value).map((raw) => {
    const node = record(raw);
    count(walk, depth);
    if (node.type !== 'listItem') throw new Refusal('RICH_TEXT_INVALID');
    return { type: 'listItem', content: blocks(node.content, walk, depth + 1) };
  });
}

function block(node: Record<string, unknown>, walk: Walk, depth: number): RichTextBlock {
  switch (node.type) {
    case 'paragraph':
      return withContent<RichTextBlock & { type: 'paragraph' }>(
        { type: 'paragraph' },
        inlines(node.content, walk, depth + 1),
      );
    case 'heading': {
      const level = Number(record(node.attrs ?? {}).level);
      // An h1 in a body would compete with the page title: it becomes the first allowed level.
      const kept = level >= 3 && level <= 4 ? (level as 3 | 4) : level > 4 ? 4 : 2;
      return withContent<RichTextBlock & { type: 'heading' }>(
        { type: 'heading', attrs: { level: kept } },
        inlines(node.content, walk, depth + 1),
      );
    }
    case 'bulletList':
      return { type: 'bulletList', content: listItems(node.content, walk, depth + 1) };
    case 'orderedList': {
      const start = Number(record(node.attrs ?? {}).start ?? 1);
      const content = listItems(node.content, walk, depth + 1);
      return Number.isInteger(start) && start > 1 && start < 100_000
        ? { type: 'orderedList', attrs: { start }, content }
        : { type: 'orderedList', content };
    }
    case 'blockquote':
      return { type: 'blockquote', content: blocks(node.content, walk, depth + 1) };
    case 'horizontalRule':
      return { type: 'horizontalRule' };
    case 'image': {
      const attrs = record(node.attrs);
      const src = typeof attrs.src === 'string' ? attrs.src.trim() : '';
      const alt = typeof attrs.alt === 'string' ? attrs.alt.trim() : '';
      if (!isSafeImageSrc(src)) throw new Refusal('RICH_TEXT_UNSAFE_LINK');
      if (!alt) throw new Refusal('RICH_TEXT_IMAGE_ALT_MISSING');
      walk.chars += alt.length;
      return { type: 'image', attrs: { src, alt } };
    }
    default:
      throw new Refusal('RICH_TEXT_INVALID');
  }
}

function blocks(value: unknown, walk: Walk, depth: number): RichTextBlock[] {
  return list(value).map((raw) => {
    const node = record(raw);
    count(walk, depth);
    return block(node, walk, depth);
  });
}

/** Checks and rebuilds a client's document; the result holds only the shape above. */
export function parseRichText(input: unknown): RichTextResult {
  try {
    const root = record(input);
    if (root.type !== 'doc') throw new Refusal('RICH_TEXT_INVALID');
    const walk: Walk = { nodes: 0, chars: 0 };
    return { ok: true, doc: { type: 'doc', content: blocks(root.content, walk, 1) } };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code };
    throw error;
  }
}

/** A document with one paragraph per line of `text` (seed content, plain-text fallbacks). */
export function richTextFromParagraphs(paragraphs: readonly string[]): RichTextDoc {
  return {
    type: 'doc',
    content: paragraphs.map((text) =>
      text ? { type: 'paragraph', content: [{ type: 'text', text }] } : { type: 'paragraph' },
    ),
  };
}

export const EMPTY_RICH_TEXT: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
