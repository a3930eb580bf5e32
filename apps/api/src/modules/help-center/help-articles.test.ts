import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles } from '../../db/schema/help-center';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  articleData,
  CREATE_ARTICLE,
  doc,
  freshArticle,
  freshCollection,
  UPDATE_ARTICLE,
} from './test-help-center';

/* Articles: appended to their collection, moved, published, linked to their translation, deleted. */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

interface Created {
  id: string;
  order: number;
  isPublished: boolean;
  publishedAt: string | null;
  bodyHtml: string;
  categoryId: string;
}
const create = (d: Record<string, unknown>) =>
  api.execute<{ createHelpCenter: Created }>(CREATE_ARTICLE, { d }, { token: admin.token });
const update = (id: string, d: Record<string, unknown>) =>
  api.execute<{ updateHelpCenter: Created }>(UPDATE_ARTICLE, { id, d }, { token: admin.token });
const PUBLISH =
  'mutation($id: ID!, $p: Boolean!) { publishHelpCenter(id: $id, isPublished: $p) { isPublished publishedAt } }';
const orderOf = async (collectionId: string) =>
  (
    await api.deps.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.collectionId, collectionId))
      .orderBy(helpArticles.position)
  ).map((a) => [a.id, a.position]);

describe('createHelpCenter', () => {
  it('appends articles at the end of their collection, escaping typed markup and refusing unsafe links', async () => {
    const collection = await freshCollection(api);
    const first = await create(articleData(collection.id));
    expect(first.errors).toBeUndefined();
    expect(first.data!.createHelpCenter).toMatchObject({
      order: 0,
      isPublished: true,
      categoryId: collection.id,
    });
    expect(first.data!.createHelpCenter.publishedAt).not.toBeNull();
    const typed = doc('<script>alert(1)</script> Pay online.');
    const second = await create(articleData(collection.id, { body: typed, isPublished: false }));
    expect(second.data!.createHelpCenter).toMatchObject({ order: 1, isPublished: false, publishedAt: null });
    expect(second.data!.createHelpCenter.bodyHtml).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; Pay online.</p>',
    );
    const link = { type: 'link', attrs: { href: 'javascript:alert(1)' } };
    const unsafe = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pay', marks: [link] }] }],
    };
    expect(errorCodes(await create(articleData(collection.id, { body: unsafe })))).toEqual([
      'RICH_TEXT_UNSAFE_LINK',
    ]);
  });

  it('saves an empty draft but refuses to publish an empty body, and refuses a broken document', async () => {
    const collection = await freshCollection(api);
    const draft = await create(articleData(collection.id, { body: doc(), isPublished: false }));
    expect(draft.errors).toBeUndefined();
    expect(errorCodes(await create(articleData(collection.id, { body: doc(' ') })))).toEqual([
      'HELP_PUBLISH_EMPTY_BODY',
    ]);
    const published = await api.execute(
      PUBLISH,
      { id: draft.data!.createHelpCenter.id, p: true },
      { token: admin.token },
    );
    expect(errorCodes(published)).toEqual(['HELP_PUBLISH_EMPTY_BODY']);
    const broken = await create(articleData(collection.id, { body: { type: 'doc', content: 'x' } }));
    expect(errorCodes(broken)[0]).toMatch(/^RICH_TEXT_/);
  });

  it('answers HELP_COLLECTION_NOT_FOUND for an unknown collection and VALIDATION_FAILED for bad fields', async () => {
    expect(errorCodes(await create(articleData('00000000-0000-4000-8000-000000000000')))).toEqual([
      'HELP_COLLECTION_NOT_FOUND',
    ]);
    const collection = await freshCollection(api);
    const bad = await create(articleData(collection.id, { province: 'XX', helpKey: 'nowhere', title: '' }));
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
  });
});

describe('publishHelpCenter', () => {
  it('sets publishedAt on the first publication only', async () => {
    const article = await freshArticle(api, { isPublished: false });
    const on = await api.execute<{ publishHelpCenter: { isPublished: boolean; publishedAt: string } }>(
      PUBLISH,
      { id: article.id, p: true },
      { token: admin.token },
    );
    const first = on.data!.publishHelpCenter.publishedAt;
    expect(first).not.toBeNull();
    await api.execute(PUBLISH, { id: article.id, p: false }, { token: admin.token });
    const again = await api.execute<{ publishHelpCenter: { publishedAt: string } }>(
      PUBLISH,
      { id: article.id, p: true },
      { token: admin.token },
    );
    expect(again.data!.publishHelpCenter.publishedAt).toBe(first);
    expect(errorCodes(await api.execute(PUBLISH, { id: 'nope', p: true }, { token: admin.token }))).toEqual([
      'HELP_ARTICLE_NOT_FOUND',
    ]);
  });
});

describe('updateHelpCenter', () => {
  it('moves an article to the end of another collection and closes the gap it leaves', async () => {
    const from = await freshCollection(api);
    const to = await freshCollection(api);
    const a = await freshArticle(api, { collectionId: from.id });
    const b = await freshArticle(api, { collectionId: from.id });
    const c = await freshArticle(api, { collectionId: from.id });
    const d = await freshArticle(api, { collectionId: to.id });
    const moved = await update(a.id, articleData(to.id, { title: a.title }));
    expect(moved.data!.updateHelpCenter).toMatchObject({ categoryId: to.id, order: 1 });
    expect(await orderOf(from.id)).toEqual([
      [b.id, 0],
      [c.id, 1],
    ]);
    expect(await orderOf(to.id)).toEqual([
      [d.id, 0],
      [a.id, 1],
    ]);
    expect(errorCodes(await update(b.id, articleData('00000000-0000-4000-8000-000000000000')))).toEqual([
      'HELP_COLLECTION_NOT_FOUND',
    ]);
    expect(errorCodes(await update('nope', articleData(to.id)))).toEqual(['HELP_ARTICLE_NOT_FOUND']);
  });
});

describe('translations and help keys', () => {
  it('links an article with its version in the other language, both ways', async () => {
    const en = await freshArticle(api, { locale: 'en' });
    const fr = await create(articleData(en.collectionId, { locale: 'fr', translationOf: en.id }));
    expect(fr.errors).toBeUndefined();
    const read = await api.execute<{ singleHelpCenter: { translation: { id: string } } }>(
      'query($id: ID!) { singleHelpCenter(where: { id: $id }) { translation { id } } }',
      { id: en.id },
    );
    expect(read.data!.singleHelpCenter.translation.id).toBe(fr.data!.createHelpCenter.id);
  });

  it('links two versions created at once to one target only', async () => {
    const en = await freshArticle(api, { locale: 'en' });
    const elsewhere = await freshCollection(api);
    const both = await Promise.all(
      [en.collectionId, elsewhere.id].map((c) =>
        create(articleData(c, { locale: 'fr', translationOf: en.id })),
      ),
    );
    expect(both.map(errorCodes).sort()).toEqual([[], ['HELP_TRANSLATION_INVALID']]);
  });

  it('refuses a missing target, one in the same language and one already linked to a third', async () => {
    const en = await freshArticle(api, { locale: 'en' });
    await freshArticle(api, { locale: 'fr', translationOf: en.id, collectionId: en.collectionId });
    const cases = [
      { locale: 'fr' as const, translationOf: '00000000-0000-4000-8000-000000000000' },
      { locale: 'en' as const, translationOf: en.id },
      { locale: 'fr' as const, translationOf: en.id },
    ];
    for (const changes of cases) {
      expect(errorCodes(await create(articleData(en.collectionId, changes)))).toEqual([
        'HELP_TRANSLATION_INVALID',
      ]);
    }
  });

  it('keeps one article per help key and language', async () => {
    const en = await freshArticle(api, { helpKey: 'boost', locale: 'en' });
    const taken = await create(articleData(en.collectionId, { helpKey: 'boost', locale: 'en' }));
    expect(errorCodes(taken)).toEqual(['HELP_KEY_TAKEN']);
    expect(taken.errors![0]!.extensions!.params).toEqual({ locale: 'en' });
    expect(
      (await create(articleData(en.collectionId, { helpKey: 'boost', locale: 'fr' }))).errors,
    ).toBeUndefined();
    expect(
      (await update(en.id, articleData(en.collectionId, { helpKey: 'boost', title: 'Same' }))).errors,
    ).toBeUndefined();
    // Two editors giving one key at once (in two collections, so neither waits for the other):
    // one keeps it, the other is told, never a server error.
    const elsewhere = await freshCollection(api);
    const both = await Promise.all([
      create(articleData(en.collectionId, { helpKey: 'privacy' })),
      create(articleData(elsewhere.id, { helpKey: 'privacy' })),
    ]);
    expect(both.map(errorCodes).sort()).toEqual([[], ['HELP_KEY_TAKEN']]);
  });
});

describe('deleteHelpCenter', () => {
  it('deletes an article and closes the gap in its collection', async () => {
    const collection = await freshCollection(api);
    const a = await freshArticle(api, { collectionId: collection.id });
    const b = await freshArticle(api, { collectionId: collection.id });
    const c = await freshArticle(api, { collectionId: collection.id });
    const r = await api.execute(
      'mutation($id: ID!) { deleteHelpCenter(id: $id) }',
      { id: b.id },
      { token: admin.token },
    );
    expect(r.data).toEqual({ deleteHelpCenter: true });
    expect(await orderOf(collection.id)).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
    const again = await api.execute(
      'mutation($id: ID!) { deleteHelpCenter(id: $id) }',
      { id: b.id },
      { token: admin.token },
    );
    expect(errorCodes(again)).toEqual(['HELP_ARTICLE_NOT_FOUND']);
  });
});
