import { describe, expect, it } from 'vitest';
import { previewBody } from './article-preview';

describe('previewBody', () => {
  it('renders the text as the public page will, escaped, with its reading time', () => {
    const body = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Before you apply' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Keep <your> passport ready.' }] },
      ],
    };
    const { html, minutes } = previewBody(body);
    expect(html).toContain('<h2>Before you apply</h2>');
    expect(html).toContain('Keep &lt;your&gt; passport ready.');
    expect(minutes).toBe(1);
  });

  it('shows nothing for a body the rules refuse', () => {
    expect(previewBody({ type: 'nope' })).toEqual({ html: '', minutes: 0 });
    expect(previewBody(null)).toEqual({ html: '', minutes: 0 });
  });
});
