import { describe, expect, it } from 'vitest';
import { messageSegments, safeHref } from './message-links';

describe('messageSegments', () => {
  it('turns web addresses into links and leaves the rest as text', () => {
    expect(messageSegments('See https://example.ca/floor-plan.pdf, then call.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.ca/floor-plan.pdf', href: 'https://example.ca/floor-plan.pdf' },
      { kind: 'text', text: ', then call.' },
    ]);
    expect(messageSegments('Photos: www.example.ca/photos')).toEqual([
      { kind: 'text', text: 'Photos: ' },
      { kind: 'link', text: 'www.example.ca/photos', href: 'https://www.example.ca/photos' },
    ]);
  });

  it('keeps a bracket the address opened and drops the sentence’s own', () => {
    expect(messageSegments('(see https://en.wikipedia.org/wiki/Halifax_(NS))')[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Halifax_(NS)',
      href: 'https://en.wikipedia.org/wiki/Halifax_(NS)',
    });
  });

  it('never makes a link of a script or data address', () => {
    expect(messageSegments('javascript:alert(1) data:text/html,<b>x</b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,<b>x</b>' },
    ]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });

  it('gives an empty list for an empty text, and one text piece without links', () => {
    expect(messageSegments('')).toEqual([]);
    expect(messageSegments('Bonjour!')).toEqual([{ kind: 'text', text: 'Bonjour!' }]);
  });
});
