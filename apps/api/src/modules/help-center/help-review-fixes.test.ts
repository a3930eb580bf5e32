import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileObjects } from '../../db/schema/files';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { thumbnailFileId } from './help-thumbnails';
import {
  articleData,
  freshArticle,
  freshCollection,
  REORDER,
  UPDATE_ARTICLE,
  uploadHelpThumbnail,
} from './test-help-center';

/*
 * Edits that must leave what they do not change: siblings' "last updated", an article's published
 * state, a replaced thumbnail's file only once unused; ids and addresses in capitals.
 */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const run = (query: string, variables: Record<string, unknown>) =>
  api.execute<Record<string, unknown>>(query, variables, { token: admin.token });
const articleRow = async (id: string) =>
  (await api.deps.db.select().from(helpArticles).where(eq(helpArticles.id, id)))[0];
const collectionRow = async (id: string) =>
  (await api.deps.db.select().from(helpCollections).where(eq(helpCollections.id, id)))[0];
const fileExists = async (url: string) =>
  (
    await api.deps.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.id, thumbnailFileId(url)!))
  ).length > 0;
const UPDATE_COLLECTION =
  'mutation($id: ID!, $d: HelpCollectionInput!) { updateHelpCollection(id: $id, data: $d) { id } }';
const longAgo = new Date('2025-01-01T00:00:00Z');

describe('closing a gap', () => {
  it('keeps the last update of the articles and collections that move up a place', async () => {
    const collection = await freshCollection(api);
    const first = await freshArticle(api, { collectionId: collection.id });
    const second = await freshArticle(api, { collectionId: collection.id });
    const third = await freshArticle(api, { collectionId: collection.id });
    await api.deps.db
      .update(helpArticles)
      .set({ updatedAt: longAgo })
      .where(eq(helpArticles.collectionId, collection.id));
    expect(
      (await run('mutation($id: ID!) { deleteHelpCenter(id: $id) }', { id: first.id })).errors,
    ).toBeUndefined();
    const elsewhere = await freshCollection(api);
    const moved = await run(UPDATE_ARTICLE, { id: second.id, d: articleData(elsewhere.id) });
    expect(moved.errors).toBeUndefined();
    expect(await articleRow(third.id)).toMatchObject({ position: 0, updatedAt: longAgo });

    const removed = await freshCollection(api);
    const after = await freshCollection(api);
    await api.deps.db
      .update(helpCollections)
      .set({ updatedAt: longAgo })
      .where(eq(helpCollections.id, after.id));
    const gone = await run('mutation($id: ID!) { deleteHelpCollection(id: $id) }', { id: removed.id });
    expect(gone.errors).toBeUndefined();
    expect(await collectionRow(after.id)).toMatchObject({ position: after.position - 1, updatedAt: longAgo });
  });
});

describe('updateHelpCenter', () => {
  it('keeps the published state when isPublished is left out; a new article is then a draft', async () => {
    const live = await freshArticle(api);
    const { isPublished: _, ...rest } = articleData(live.collectionId, { title: 'Renamed' });
    expect((await run(UPDATE_ARTICLE, { id: live.id, d: rest })).errors).toBeUndefined();
    expect(await articleRow(live.id)).toMatchObject({ title: 'Renamed', isPublished: true });
    const draft = await freshArticle(api, { isPublished: undefined });
    expect(draft.isPublished).toBe(false);
  });

  it('reads ids in capitals as the same ids', async () => {
    const article = await freshArticle(api);
    const own = articleData(article.collectionId.toUpperCase());
    const saved = await run(UPDATE_ARTICLE, { id: article.id.toUpperCase(), d: own });
    expect(saved.errors).toBeUndefined();
    expect(await articleRow(article.id)).toMatchObject({ collectionId: article.collectionId, position: 0 });
    const second = await freshArticle(api, { collectionId: article.collectionId });
    const reordered = await run(REORDER, {
      kind: 'ARTICLES',
      c: article.collectionId.toUpperCase(),
      ids: [second.id.toUpperCase(), article.id.toUpperCase()],
    });
    expect(reordered.errors).toBeUndefined();
    expect(reordered.data!.reorderContent).toEqual([second.id, article.id]);
  });
});

describe('replaced thumbnails', () => {
  it('deletes the file of a replaced or removed thumbnail once nothing shows it', async () => {
    const [a, b, c] = [
      await uploadHelpThumbnail(api, admin.token),
      await uploadHelpThumbnail(api, admin.token),
      await uploadHelpThumbnail(api, admin.token),
    ];
    const article = await freshArticle(api, { thumbnailUrl: a });
    const other = await freshArticle(api, { thumbnailUrl: b });
    const replaced = await run(UPDATE_ARTICLE, {
      id: article.id,
      d: articleData(article.collectionId, { thumbnailUrl: b }),
    });
    expect(replaced.errors).toBeUndefined();
    expect([await fileExists(a), await fileExists(b)]).toEqual([false, true]);
    await run(UPDATE_ARTICLE, { id: other.id, d: articleData(other.collectionId, { thumbnailUrl: null }) });
    expect(await fileExists(b)).toBe(true);

    const collection = await freshCollection(api, { thumbnailUrl: c });
    const cleared = await run(UPDATE_COLLECTION, {
      id: collection.id,
      d: { titleEn: 'Moving in', titleFr: 'Emménager', thumbnailUrl: null },
    });
    expect(cleared.errors).toBeUndefined();
    expect(await fileExists(c)).toBe(false);
  });

  it('refuses an address in capitals, which no row shows, and deletes nothing', async () => {
    const url = await uploadHelpThumbnail(api, admin.token);
    const article = await freshArticle(api, { thumbnailUrl: url });
    const shouted = `/files/${thumbnailFileId(url)!.toUpperCase()}`;
    const r = await run('mutation($url: String!) { deleteHelpCenterThumbnail(url: $url) }', { url: shouted });
    expect(errorCodes(r)).toEqual(['HELP_THUMBNAIL_INVALID']);
    expect(await fileExists(url)).toBe(true);
    expect((await articleRow(article.id))!.thumbnailUrl).toBe(url);
    const saved = await run(UPDATE_ARTICLE, {
      id: article.id,
      d: articleData(article.collectionId, { thumbnailUrl: shouted }),
    });
    expect(errorCodes(saved)).toEqual(['HELP_THUMBNAIL_INVALID']);
  });
});
