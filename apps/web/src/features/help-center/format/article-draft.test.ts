import { describe, expect, it } from 'vitest';
import { draftKey, parseArticleDraft } from './article-draft';
import { articleFormValues } from './article-form';

describe('article drafts', () => {
  it('keys a saved article by id and a new one by its collection', () => {
    expect(draftKey('a1', 'c1')).toBe('help-article-draft:a1');
    expect(draftKey(null, 'c1')).toBe('help-article-draft:new:c1');
  });

  it('reads a kept draft back as it was typed', () => {
    const values = {
      ...articleFormValues(null, { collectionId: 'c1', locale: 'fr', translationOf: '' }),
      title: 'Déposer une annonce',
    };
    expect(parseArticleDraft(JSON.stringify(values))).toEqual(values);
  });

  it('ignores a stored value that is not a draft', () => {
    expect(parseArticleDraft('not json')).toBeNull();
    expect(parseArticleDraft('null')).toBeNull();
    expect(parseArticleDraft(JSON.stringify({ title: 'x' }))).toBeNull();
    const values = articleFormValues(null, { collectionId: 'c1', locale: 'en', translationOf: '' });
    expect(parseArticleDraft(JSON.stringify({ ...values, locale: 'de' }))).toBeNull();
  });
});
