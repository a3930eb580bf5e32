import { describe, expect, it } from 'vitest';
import { publishedOnly } from './published';

describe('the public help center for signed-in staff', () => {
  it('lists and counts only the published articles, in their order', () => {
    const articles = [
      { id: 'a', isPublished: true },
      { id: 'draft', isPublished: false },
      { id: 'b', isPublished: true },
    ];
    expect(publishedOnly(articles).map((a) => a.id)).toEqual(['a', 'b']);
    expect(publishedOnly([{ id: 'draft', isPublished: false }])).toHaveLength(0);
  });
});
