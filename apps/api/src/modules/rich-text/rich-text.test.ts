import { richTextFromMarkdown } from '@rentals/domain/rich-text/index';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../graphql/errors';
import { richTextForStorage, sanitizeRichHtml } from './rich-text';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});

describe('richTextForStorage', () => {
  it('stores the HTML the domain renders, unchanged by the sanitizer', () => {
    const body = richTextFromMarkdown(
      '## Notice\n\nGive **60 days**, see [the board](https://tribunalsontario.ca/ltb/) or [search](/search).\n\n- one\n- two\n\n3. three\n\n> quote\n\n---',
    );
    const withPicture = {
      ...body,
      content: [...body.content, { type: 'image', attrs: { src: '/files/abc', alt: 'Lobby' } }],
    };
    const stored = richTextForStorage(withPicture);
    expect(stored.html).toContain('<img src="/files/abc" alt="Lobby" loading="lazy" />');
    expect(stored.html).toContain(
      '<a href="https://tribunalsontario.ca/ltb/" rel="noopener noreferrer nofollow" target="_blank">',
    );
    expect(stored.html).toContain('<a href="/search">search</a>');
    expect(stored.text).toContain('Give 60 days');
    expect(stored.readingMinutes).toBe(1);
  });

  it('answers a coded error for what the domain refuses', () => {
    const refusal = (input: unknown, options = {}) => {
      try {
        richTextForStorage(input, options);
      } catch (error) {
        return (error as AppError).code;
      }
      return 'stored';
    };
    expect(refusal(doc(p('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])))).toBe(
      'RICH_TEXT_UNSAFE_LINK',
    );
    expect(refusal(doc({ type: 'iframe' }))).toBe('RICH_TEXT_INVALID');
    expect(refusal(doc({ type: 'image', attrs: { src: '/files/a', alt: '' } }))).toBe(
      'RICH_TEXT_IMAGE_ALT_MISSING',
    );
    expect(refusal(doc({ type: 'paragraph' }), { requireText: true })).toBe('RICH_TEXT_EMPTY');
  });
});

describe('sanitizeRichHtml (the second layer)', () => {
  // Known XSS payloads as raw HTML: what would reach a page if the parser let one through.
  const PAYLOADS: [string, RegExp][] = [
    ['<script>alert(1)</script><p>ok</p>', /<script/i],
    ['<img src="x" onerror="alert(1)">', /onerror/i],
    ['<p onclick="alert(1)">x</p>', /onclick/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:/i],
    ['<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['<p style="background:url(javascript:alert(1))">x</p>', /style=/i],
    ['<svg onload="alert(1)"></svg>', /<svg/i],
    ['<img src="//evil.example/x.png" alt="x">', /evil\.example/],
    ['<img src="http://evil.example/x.png" alt="x">', /evil\.example/],
    ['<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/i],
    ['<form action="https://evil.example"><input></form>', /<form|<input/i],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /xlink|<math/i],
    ['<style>body{display:none}</style>', /<style/i],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta/i],
  ];
  it.each(PAYLOADS)('removes %s', (payload, forbidden) => {
    expect(sanitizeRichHtml(payload)).not.toMatch(forbidden);
  });
});
