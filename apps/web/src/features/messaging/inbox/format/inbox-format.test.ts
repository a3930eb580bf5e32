import { describe, expect, it } from 'vitest';
import { excerpt } from './inbox-format';

describe('excerpt', () => {
  it('keeps a short text, on one line', () => {
    expect(excerpt('Hello!\n\n  Is it   free?')).toBe('Hello! Is it free?');
  });

  it('cuts a long text at a word, with an ellipsis, within the length', () => {
    const text = 'Send the deposit by e-transfer today to hold the unit for you';
    expect(excerpt(text, 31)).toBe('Send the deposit by e-transfer…');
    expect(excerpt(text, 30)).toBe('Send the deposit by…');
    expect(excerpt(text, 40).length).toBeLessThanOrEqual(40);
  });

  it('cuts a long word where it must', () => {
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
