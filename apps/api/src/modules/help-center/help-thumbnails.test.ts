import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileObjects } from '../../db/schema/files';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { uploadThumbnail as uploadBlogThumbnail } from '../blogs/test-blogs';
import {
  articleData,
  collectionData,
  CREATE_ARTICLE,
  CREATE_COLLECTION,
  freshArticle,
  freshCollection,
  uploadHelpThumbnail,
} from './test-help-center';
import { thumbnailFileId } from './help-thumbnails';

/*
 * Thumbnails: only our HELP_CENTER_THUMBNAIL uploads; deleting an article, a collection or the
 * thumbnail itself removes the file, row and bytes, once nothing else shows it and only once the
 * deletion is saved (a refused deletion leaves it).
 */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());

const DELETE_THUMBNAIL = 'mutation($url: String!) { deleteHelpCenterThumbnail(url: $url) }';

/** Whether the file's row and its stored bytes are there. */
async function stored(url: string) {
  const [row] = await api.deps.db
    .select()
    .from(fileObjects)
    .where(eq(fileObjects.id, thumbnailFileId(url)!));
  return { row: !!row, bytes: row ? fs.existsSync(path.join(api.uploadsDir, row.storageKey)) : false };
}

describe('thumbnail addresses', () => {
  it('keeps a help-center upload and refuses a blog upload or another site’s picture', async () => {
    const collection = await freshCollection(api);
    const ours = await uploadHelpThumbnail(api, admin.token);
    const created = await api.execute<{ createHelpCenter: { id: string } }>(
      CREATE_ARTICLE,
      { d: articleData(collection.id, { thumbnailUrl: ours }) },
      { token: admin.token },
    );
    expect(created.errors).toBeUndefined();
    const blog = (await uploadBlogThumbnail(api, admin.token, 300)).data!.uploadImage.thumbnailUrl;
    for (const thumbnailUrl of [blog, 'https://example.com/a.jpg', '/files/not-a-file']) {
      const article = await api.execute(
        CREATE_ARTICLE,
        { d: articleData(collection.id, { thumbnailUrl }) },
        { token: admin.token },
      );
      expect(errorCodes(article)).toEqual(['HELP_THUMBNAIL_INVALID']);
      const group = await api.execute(
        CREATE_COLLECTION,
        { d: collectionData({ thumbnailUrl }) },
        { token: admin.token },
      );
      expect(errorCodes(group)).toEqual(['HELP_THUMBNAIL_INVALID']);
    }
    expect(errorCodes(await api.execute(DELETE_THUMBNAIL, { url: blog }, { token: admin.token }))).toEqual([
      'HELP_THUMBNAIL_INVALID',
    ]);
    expect(await stored(blog)).toEqual({ row: true, bytes: true });
  });
});

describe('files removed with what shows them', () => {
  it('removes an article’s thumbnail with the last article showing it, after the delete is saved', async () => {
    const url = await uploadHelpThumbnail(api, admin.token);
    const a = await freshArticle(api, { thumbnailUrl: url });
    const b = await freshArticle(api, { thumbnailUrl: url });
    const DELETE = 'mutation($id: ID!) { deleteHelpCenter(id: $id) }';
    await api.execute(DELETE, { id: a.id }, { token: admin.token });
    expect(await stored(url)).toEqual({ row: true, bytes: true });
    // When the bytes go, the row's deletion is already saved: another connection no longer sees it.
    const rowSeenAtDelete: boolean[] = [];
    const storage = api.deps.storage;
    const remove = storage.delete.bind(storage);
    vi.spyOn(storage, 'delete').mockImplementation(async (key) => {
      const rows = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.storageKey, key));
      rowSeenAtDelete.push(rows.length > 0);
      return remove(key);
    });
    await api.execute(DELETE, { id: b.id }, { token: admin.token });
    expect(rowSeenAtDelete).toEqual([false]);
    expect(await stored(url)).toEqual({ row: false, bytes: false });
  });

  it('keeps the file of a collection whose deletion is refused, and removes it with the collection', async () => {
    const url = await uploadHelpThumbnail(api, admin.token);
    const collection = await freshCollection(api, { thumbnailUrl: url });
    const article = await freshArticle(api, { collectionId: collection.id });
    const deletes = vi.spyOn(api.deps.storage, 'delete');
    const DELETE = 'mutation($id: ID!) { deleteHelpCollection(id: $id) }';
    expect(errorCodes(await api.execute(DELETE, { id: collection.id }, { token: admin.token }))).toEqual([
      'HELP_COLLECTION_NOT_EMPTY',
    ]);
    expect(deletes).not.toHaveBeenCalled();
    expect(await stored(url)).toEqual({ row: true, bytes: true });
    await api.execute(
      'mutation($id: ID!) { deleteHelpCenter(id: $id) }',
      { id: article.id },
      { token: admin.token },
    );
    expect((await api.execute(DELETE, { id: collection.id }, { token: admin.token })).data).toEqual({
      deleteHelpCollection: true,
    });
    expect(await stored(url)).toEqual({ row: false, bytes: false });
  });

  it('deleteHelpCenterThumbnail clears every row showing it, then deletes the file', async () => {
    const url = await uploadHelpThumbnail(api, admin.token);
    const article = await freshArticle(api, { thumbnailUrl: url });
    const collection = await freshCollection(api, { thumbnailUrl: url });
    const r = await api.execute(DELETE_THUMBNAIL, { url }, { token: admin.token });
    expect(r.data).toEqual({ deleteHelpCenterThumbnail: true });
    const [a] = await api.deps.db.select().from(helpArticles).where(eq(helpArticles.id, article.id));
    const [c] = await api.deps.db.select().from(helpCollections).where(eq(helpCollections.id, collection.id));
    expect([a!.thumbnailUrl, c!.thumbnailUrl]).toEqual([null, null]);
    expect(await stored(url)).toEqual({ row: false, bytes: false });
    expect(errorCodes(await api.execute(DELETE_THUMBNAIL, { url }, { token: admin.token }))).toEqual([
      'HELP_THUMBNAIL_INVALID',
    ]);
  });
});
