import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  articleData,
  CREATE_ARTICLE,
  collectionData,
  CREATE_COLLECTION,
  freshArticle,
  freshCollection,
  REORDER,
} from './test-help-center';

/*
 * reorderContent: one call saves a whole order, dense 0..n-1; a stale or bad list changes nothing.
 * Concurrent calls (a real race on PostgreSQL with TEST_DATABASE_URL, one after the other on
 * PGlite) end with one complete order, never a mix or a gap.
 */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const reorder = (kind: string, ids: string[], c?: string | null) =>
  api.execute<{ reorderContent: string[] }>(REORDER, { kind, ids, c }, { token: admin.token });

/** The articles of a collection: [id, position] in position order. */
const articleOrder = async (collectionId: string) =>
  (
    await api.deps.db
      .select({ id: helpArticles.id, position: helpArticles.position })
      .from(helpArticles)
      .where(eq(helpArticles.collectionId, collectionId))
      .orderBy(helpArticles.position)
  ).map((a) => [a.id, a.position] as const);
const collectionOrder = async () =>
  (await api.deps.db.select().from(helpCollections).orderBy(helpCollections.position)).map(
    (c) => [c.id, c.position] as const,
  );
const dense = (order: readonly (readonly [string, number])[]) => order.map(([, p]) => p);
const idsOf = (order: readonly (readonly [string, number])[]) => order.map(([id]) => id);

async function collectionOf(n: number) {
  const collection = await freshCollection(api);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await freshArticle(api, { collectionId: collection.id })).id);
  return { collectionId: collection.id, ids };
}

describe('reorderContent ARTICLES', () => {
  it('saves the whole new order in one call and answers it', async () => {
    const { collectionId, ids } = await collectionOf(4);
    const wanted = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
    const r = await reorder('ARTICLES', wanted, collectionId);
    expect(r.data).toEqual({ reorderContent: wanted });
    expect(await articleOrder(collectionId)).toEqual(wanted.map((id, i) => [id, i]));
  });

  it('refuses repeated, empty, stale and mixed lists and leaves the order as it was', async () => {
    const { collectionId, ids } = await collectionOf(3);
    const other = await collectionOf(1);
    const before = await articleOrder(collectionId);
    const cases: [string[], string][] = [
      [[ids[0]!, ids[0]!, ids[1]!], 'HELP_REORDER_INVALID'],
      [[], 'HELP_REORDER_INVALID'],
      [[ids[1]!, ids[0]!], 'HELP_REORDER_CONFLICT'],
      [[ids[1]!, ids[0]!, other.ids[0]!], 'HELP_REORDER_CONFLICT'],
      [[...ids, other.ids[0]!], 'HELP_REORDER_CONFLICT'],
      [[ids[1]!, ids[0]!, 'not-an-id'], 'HELP_ARTICLE_NOT_FOUND'],
    ];
    for (const [list, code] of cases) {
      expect(errorCodes(await reorder('ARTICLES', list, collectionId))).toEqual([code]);
    }
    expect(await articleOrder(collectionId)).toEqual(before);
    expect(await articleOrder(other.collectionId)).toEqual([[other.ids[0]!, 0]]);
  });

  it('answers HELP_COLLECTION_NOT_FOUND for an unknown or malformed collection, and needs one', async () => {
    const { ids } = await collectionOf(1);
    for (const c of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(errorCodes(await reorder('ARTICLES', ids, c))).toEqual(['HELP_COLLECTION_NOT_FOUND']);
    }
    expect(errorCodes(await reorder('ARTICLES', ids, null))).toEqual(['VALIDATION_FAILED']);
  });

  it('ends two concurrent reorders with exactly one of the two orders, dense', async () => {
    const { collectionId, ids } = await collectionOf(5);
    const one = [...ids].reverse();
    const two = [ids[1]!, ids[3]!, ids[0]!, ids[4]!, ids[2]!];
    const results = await Promise.all([
      reorder('ARTICLES', one, collectionId),
      reorder('ARTICLES', two, collectionId),
    ]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    const after = await articleOrder(collectionId);
    expect(dense(after)).toEqual([0, 1, 2, 3, 4]);
    expect([one, two]).toContainEqual(idsOf(after));
  });

  it('ends a reorder racing a create with a dense order: the new article last, or the reorder refused as stale', async () => {
    const { collectionId, ids } = await collectionOf(3);
    const wanted = [ids[2]!, ids[1]!, ids[0]!];
    const [reordered, created] = await Promise.all([
      reorder('ARTICLES', wanted, collectionId),
      api.execute<{ createHelpCenter: { id: string } }>(
        CREATE_ARTICLE,
        { d: articleData(collectionId) },
        { token: admin.token },
      ),
    ]);
    expect(created.errors).toBeUndefined();
    const added = created.data!.createHelpCenter.id;
    const after = await articleOrder(collectionId);
    expect(dense(after)).toEqual([0, 1, 2, 3]);
    if (reordered.errors) {
      expect(errorCodes(reordered)).toEqual(['HELP_REORDER_CONFLICT']);
      expect(idsOf(after)).toEqual([...ids, added]);
    } else {
      expect(idsOf(after)).toEqual([...wanted, added]);
    }
  });
});

describe('reorderContent COLLECTIONS', () => {
  it('orders every collection, and two concurrent orders end as one of them', async () => {
    await freshCollection(api);
    await freshCollection(api);
    const current = idsOf(await collectionOrder());
    const reversed = [...current].reverse();
    const r = await reorder('COLLECTIONS', reversed);
    expect(r.data).toEqual({ reorderContent: reversed });
    expect(await collectionOrder()).toEqual(reversed.map((id, i) => [id, i]));

    const rotated = [...current.slice(1), current[0]!];
    const results = await Promise.all([reorder('COLLECTIONS', current), reorder('COLLECTIONS', rotated)]);
    expect(results.map((x) => x.errors)).toEqual([undefined, undefined]);
    const after = await collectionOrder();
    expect(dense(after)).toEqual([...current.keys()]);
    expect([current, rotated]).toContainEqual(idsOf(after));
  });

  it('keeps the order dense when a reorder races a new collection, and refuses a stale list', async () => {
    const current = idsOf(await collectionOrder());
    const reversed = [...current].reverse();
    const [reordered, created] = await Promise.all([
      reorder('COLLECTIONS', reversed),
      api.execute<{ createHelpCollection: { id: string } }>(
        CREATE_COLLECTION,
        { d: collectionData() },
        { token: admin.token },
      ),
    ]);
    const added = created.data!.createHelpCollection.id;
    const after = await collectionOrder();
    expect(dense(after)).toEqual([...after.keys()]);
    expect(idsOf(after)).toEqual(reordered.errors ? [...current, added] : [...reversed, added]);
    // The list without the new collection is now stale: refused, nothing changed.
    expect(errorCodes(await reorder('COLLECTIONS', current))).toEqual(['HELP_REORDER_CONFLICT']);
    expect(await collectionOrder()).toEqual(after);
    expect(errorCodes(await reorder('COLLECTIONS', [current[0]!, 'x']))).toEqual([
      'HELP_COLLECTION_NOT_FOUND',
    ]);
  });
});
