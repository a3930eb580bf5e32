import { describe, expect, it } from 'vitest';
import { articleFormSchema, articleFormValues, newArticlePath, readNewArticleStart } from './article-form';

const COLLECTION = '6b1b7f8e-2d7a-4a8f-9e44-0e9f1d2c3b4a';
const OTHER = '0e9f1d2c-3b4a-4a8f-9e44-6b1b7f8e2d7a';

describe('article form values', () => {
  it('starts a new article unpublished, for everyone in all provinces, pre-linked when asked', () => {
    const values = articleFormValues(null, { collectionId: COLLECTION, locale: 'fr', translationOf: OTHER });
    expect(values).toMatchObject({
      collectionId: COLLECTION,
      locale: 'fr',
      translationOf: OTHER,
      province: '',
      helpKey: '',
      userType: 'EVERYONE',
      isPublished: false,
    });
  });

  it('reads an article back with its link, and sends blanks as null through the shared schema', () => {
    const values = articleFormValues(
      {
        title: 'Apply',
        description: '',
        bodyJson: { type: 'doc', content: [{ type: 'paragraph' }] },
        categoryId: COLLECTION,
        province: null,
        userType: 'RENTER',
        locale: 'en',
        helpKey: null,
        isPublished: true,
        translation: { id: OTHER },
      },
      { collectionId: '', locale: 'en', translationOf: '' },
    );
    expect(values.translationOf).toBe(OTHER);
    expect(articleFormSchema.parse(values)).toMatchObject({
      province: null,
      helpKey: null,
      thumbnailUrl: null,
      translationOf: OTHER,
      userType: 'RENTER',
    });
  });

  it('refuses what the API refuses: no title, an unknown province', () => {
    const values = articleFormValues(null, { collectionId: COLLECTION, locale: 'en', translationOf: '' });
    expect(articleFormSchema.safeParse(values).success).toBe(false);
    expect(articleFormSchema.safeParse({ ...values, title: 'x', province: 'XX' }).success).toBe(false);
    expect(articleFormSchema.safeParse({ ...values, title: 'x', province: 'QC' }).success).toBe(true);
  });
});

describe('new article address', () => {
  it('carries the language and the linked article, and reads them back', () => {
    const path = newArticlePath(COLLECTION, 'fr', OTHER);
    expect(path).toBe(`/admin-help-center/${COLLECTION}/new?locale=fr&translationOf=${OTHER}`);
    const search = new URL(path, 'http://x').searchParams;
    expect(readNewArticleStart(COLLECTION, search, 'en')).toEqual({
      collectionId: COLLECTION,
      locale: 'fr',
      translationOf: OTHER,
    });
  });
  it('ignores an unknown language or a malformed id', () => {
    const search = new URLSearchParams('locale=de&translationOf=1;drop');
    expect(readNewArticleStart(COLLECTION, search, 'fr')).toEqual({
      collectionId: COLLECTION,
      locale: 'fr',
      translationOf: '',
    });
    expect(newArticlePath(COLLECTION)).toBe(`/admin-help-center/${COLLECTION}/new`);
  });
});
