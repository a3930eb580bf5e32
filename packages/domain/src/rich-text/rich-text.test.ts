import { describe, expect, it } from 'vitest';
import {
  excerpt,
  parseRichText,
  readingMinutes,
  renderRichTextHtml,
  richTextFromMarkdown,
  richTextOutputs,
  richTextPlainText,
  type RichTextDoc,
} from './index';

const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string) => ({ type: 'link', attrs: { href, target: '_self', class: 'x' } });

function html(input: unknown): string {
  const parsed = parseRichText(input);
  if (!parsed.ok) throw new Error(parsed.code);
  return renderRichTextHtml(parsed.doc);
}

describe('parseRichText', () => {
  it('renders the allowed nodes and marks, escaping every text', () => {
    const body = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Deposits')] },
      p(text('Bold', [{ type: 'bold' }]), text(' & '), text('<i>not a tag</i>', [{ type: 'italic' }])),
      { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [{ type: 'listItem', content: [p(text('three'))] }],
      },
      { type: 'blockquote', content: [p(text('quoted'), { type: 'hardBreak' }, text('next'))] },
      { type: 'horizontalRule' },
      {
        type: 'image',
        attrs: { src: '/files/abc', alt: 'A "bright" room', title: 'x', onerror: 'alert(1)' },
      },
    );
    expect(html(body)).toBe(
      '<h2>Deposits</h2><p><strong>Bold</strong> &amp; <em>&lt;i&gt;not a tag&lt;/i&gt;</em></p>' +
        '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
        '<blockquote><p>quoted<br>next</p></blockquote><hr>' +
        '<img src="/files/abc" alt="A &quot;bright&quot; room" loading="lazy">',
    );
  });

  it('opens outside links in a new tab without the opener, and keeps site links as they are', () => {
    expect(
      html(doc(p(text('Ontario', [link('https://www.ontario.ca/page/renting-ontario-your-rights')])))),
    ).toBe(
      '<p><a href="https://www.ontario.ca/page/renting-ontario-your-rights" rel="noopener noreferrer nofollow" target="_blank">Ontario</a></p>',
    );
    expect(html(doc(p(text('search', [link('/search?city=Toronto')]))))).toBe(
      '<p><a href="/search?city=Toronto">search</a></p>',
    );
  });

  it('turns an h1 or h6 into a level the page allows', () => {
    const levels = [1, 5, 6, 3].map((level) => ({ type: 'heading', attrs: { level }, content: [text('t')] }));
    expect(html(doc(...levels))).toBe('<h2>t</h2><h4>t</h4><h4>t</h4><h3>t</h3>');
  });

  it('drops marks it does not show and refuses nodes it does not know', () => {
    expect(html(doc(p(text('x', [{ type: 'code' }, { type: 'textStyle', attrs: { color: 'red' } }]))))).toBe(
      '<p>x</p>',
    );
    for (const type of ['codeBlock', 'iframe', 'script', 'table', 'div']) {
      expect(parseRichText(doc({ type, content: [text('x')] }))).toEqual({
        ok: false,
        code: 'RICH_TEXT_INVALID',
      });
    }
    expect(parseRichText({ type: 'paragraph' })).toEqual({ ok: false, code: 'RICH_TEXT_INVALID' });
    expect(parseRichText('<p>hi</p>')).toEqual({ ok: false, code: 'RICH_TEXT_INVALID' });
  });

  // Known XSS vectors as a client could send them in a link, a picture or a text.
  const UNSAFE_HREFS = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/x',
    '/\\evil.example',
    'file:///etc/passwd',
    '&#106;avascript:alert(1)',
  ];
  it.each(UNSAFE_HREFS)('refuses the link %j', (href) => {
    expect(parseRichText(doc(p(text('x', [link(href)]))))).toEqual({
      ok: false,
      code: 'RICH_TEXT_UNSAFE_LINK',
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'http://plain.example/a.png',
    '/api/x',
    '//cdn.example/a.png',
  ])('refuses the picture %j', (src) => {
    expect(parseRichText(doc({ type: 'image', attrs: { src, alt: 'x' } }))).toEqual({
      ok: false,
      code: 'RICH_TEXT_UNSAFE_LINK',
    });
  });

  it('asks for alternative text on every picture', () => {
    expect(parseRichText(doc({ type: 'image', attrs: { src: '/files/a', alt: '  ' } }))).toEqual({
      ok: false,
      code: 'RICH_TEXT_IMAGE_ALT_MISSING',
    });
  });

  it('keeps script-looking text as text', () => {
    const payloads = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
    for (const payload of payloads) {
      // The only tag is the paragraph: the payload's brackets and quotes are escaped.
      expect(html(doc(p(text(payload))))).toMatch(/^<p>[^<>"]*<\/p>$/);
    }
  });

  it('refuses a body too long or too deep', () => {
    expect(parseRichText(doc(p(text('a'.repeat(200_001)))))).toEqual({
      ok: false,
      code: 'RICH_TEXT_TOO_LONG',
    });
    let deep: unknown = p(text('x'));
    for (let i = 0; i < 20; i += 1) deep = { type: 'blockquote', content: [deep] };
    expect(parseRichText(doc(deep))).toEqual({ ok: false, code: 'RICH_TEXT_TOO_LONG' });
  });
});

describe('plain text and reading time', () => {
  it('reads the words of every block, pictures by their description', () => {
    const body = richTextFromMarkdown('## Title\n\nFirst **bold** line.\n\n- one\n- two');
    expect(richTextPlainText(body)).toBe('Title\nFirst bold line.\none\ntwo');
  });

  it('counts whole minutes at 230 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(230).fill('mot').join(' '))).toBe(1);
    expect(readingMinutes(Array(231).fill('mot').join(' '))).toBe(2);
    expect(readingMinutes("l'avis de résiliation d'un bail")).toBe(1);
  });

  it('cuts an excerpt at a word', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('The landlord must give written notice before the rent goes up', 30)).toBe(
      'The landlord must give…',
    );
  });

  it('refuses an empty body when text is required', () => {
    expect(richTextOutputs(doc(p()), { requireText: true })).toEqual({ ok: false, code: 'RICH_TEXT_EMPTY' });
    const ok = richTextOutputs(doc(p(text('Hello'))), { requireText: true });
    expect(ok.ok && ok.value).toMatchObject({ html: '<p>Hello</p>', text: 'Hello', readingMinutes: 1 });
  });
});

describe('richTextFromMarkdown', () => {
  it('builds headings, lists, quotes, rules and inline marks', () => {
    const body: RichTextDoc = richTextFromMarkdown(
      '## Rent increases\n\nOnce every *12 months*, see [the guideline](https://www.ontario.ca/x).\n\n1. Notice\n2. Amount\n\n> Keep a copy.\n\n---',
    );
    expect(renderRichTextHtml(body)).toBe(
      '<h2>Rent increases</h2><p>Once every <em>12 months</em>, see <a href="https://www.ontario.ca/x" rel="noopener noreferrer nofollow" target="_blank">the guideline</a>.</p>' +
        '<ol><li><p>Notice</p></li><li><p>Amount</p></li></ol><blockquote><p>Keep a copy.</p></blockquote><hr>',
    );
    expect(parseRichText(body).ok).toBe(true);
  });
});
