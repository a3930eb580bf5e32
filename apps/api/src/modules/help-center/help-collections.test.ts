import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { collectionData, CREATE_COLLECTION, freshArticle, freshCollection } from './test-help-center';

/* Collections: created at the end of the order, renamed, deleted with their articles moved, listed. */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const DELETE = 'mutation($id: ID!, $to: ID) { deleteHelpCollection(id: $id, moveTo: $to) }';
const positions = async () =>
  (await api.deps.db.select().from(helpCollections).orderBy(helpCollections.position)).map((c) => c.position);
const articlesOf = async (collectionId: string) =>
  (
    await api.deps.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.collectionId, collectionId))
      .orderBy(helpArticles.position)
  ).map((a) => ({ id: a.id, position: a.position }));

describe('collections', () => {
  it('appends a new collection, keeps its place on rename, and answers in the request’s language', async () => {
    const before = await positions();
    const created = await api.execute<{
      createHelpCollection: { id: string; position: number; title: string };
    }>(
      CREATE_COLLECTION,
      { d: collectionData({ titleEn: 'Payments', titleFr: 'Paiements', icon: 'payments' }) },
      { token: admin.token, headers: { 'x-locale': 'fr' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createHelpCollection).toMatchObject({ position: before.length, title: 'Paiements' });
    const id = created.data!.createHelpCollection.id;
    const renamed = await api.execute<{ updateHelpCollection: { titleEn: string; position: number } }>(
      'mutation($id: ID!, $d: HelpCollectionInput!) { updateHelpCollection(id: $id, data: $d) { titleEn position } }',
      { id, d: collectionData({ titleEn: 'Payments and receipts' }) },
      { token: admin.token },
    );
    expect(renamed.data!.updateHelpCollection).toEqual({
      titleEn: 'Payments and receipts',
      position: before.length,
    });
    expect(await positions()).toEqual([...before.keys(), before.length]);
  });

  it('refuses an unknown icon, an empty title and a thumbnail that is not ours', async () => {
    const bad = await api.execute(
      CREATE_COLLECTION,
      { d: collectionData({ icon: 'rocket-ship', titleFr: ' ' }) },
      {
        token: admin.token,
      },
    );
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
    const fields = (bad.errors![0]!.extensions!.fields as { path: string }[]).map((f) => f.path).sort();
    expect(fields).toEqual(['icon', 'titleFr']);
    const foreign = await api.execute(
      CREATE_COLLECTION,
      { d: collectionData({ thumbnailUrl: 'https://example.com/a.jpg' }) },
      { token: admin.token },
    );
    expect(errorCodes(foreign)).toEqual(['HELP_THUMBNAIL_INVALID']);
  });

  it('answers HELP_COLLECTION_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const r = await api.execute(
        'mutation($id: ID!, $d: HelpCollectionInput!) { updateHelpCollection(id: $id, data: $d) { id } }',
        { id, d: collectionData() },
        { token: admin.token },
      );
      expect(errorCodes(r)).toEqual(['HELP_COLLECTION_NOT_FOUND']);
      expect(errorCodes(await api.execute(DELETE, { id }, { token: admin.token }))).toEqual([
        'HELP_COLLECTION_NOT_FOUND',
      ]);
    }
  });
});

describe('deleteHelpCollection', () => {
  it('deletes an empty collection and closes the gap', async () => {
    const first = await freshCollection(api);
    await freshCollection(api);
    const r = await api.execute(DELETE, { id: first.id }, { token: admin.token });
    expect(r.data).toEqual({ deleteHelpCollection: true });
    const after = await positions();
    expect(after).toEqual([...after.keys()]);
  });

  it('asks where to move the articles of a collection holding some, and refuses itself or an unknown target', async () => {
    const source = await freshCollection(api);
    await freshArticle(api, { collectionId: source.id });
    await freshArticle(api, { collectionId: source.id, isPublished: false });
    const empty = await api.execute(DELETE, { id: source.id }, { token: admin.token });
    expect(errorCodes(empty)).toEqual(['HELP_COLLECTION_NOT_EMPTY']);
    expect(empty.errors![0]!.extensions!.params).toEqual({ count: 2 });
    for (const to of [source.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const r = await api.execute(DELETE, { id: source.id, to }, { token: admin.token });
      expect(errorCodes(r)).toEqual(['HELP_COLLECTION_MOVE_INVALID']);
    }
    expect(await articlesOf(source.id)).toHaveLength(2);
  });

  it('appends the articles to the target in their order, then deletes', async () => {
    const source = await freshCollection(api);
    const target = await freshCollection(api);
    const kept = await freshArticle(api, { collectionId: target.id });
    const a = await freshArticle(api, { collectionId: source.id });
    const b = await freshArticle(api, { collectionId: source.id });
    const r = await api.execute(DELETE, { id: source.id, to: target.id }, { token: admin.token });
    expect(r.data).toEqual({ deleteHelpCollection: true });
    expect(await articlesOf(target.id)).toEqual([
      { id: kept.id, position: 0 },
      { id: a.id, position: 1 },
      { id: b.id, position: 2 },
    ]);
    const after = await positions();
    expect(after).toEqual([...after.keys()]);
  });
});

describe('reading collections', () => {
  it('lists for readers only collections with a published article in their language and for them', async () => {
    const renter = await freshCollection(api, { audience: 'RENTER' });
    await freshArticle(api, { collectionId: renter.id, userType: 'RENTER' });
    const frOnly = await freshCollection(api);
    await freshArticle(api, { collectionId: frOnly.id, locale: 'fr' });
    const drafts = await freshCollection(api);
    await freshArticle(api, { collectionId: drafts.id, isPublished: false });
    const list = async (variables: Record<string, unknown>) =>
      (
        await api.execute<{ helpCollections: { id: string }[] }>(
          'query($a: HelpAudience, $l: Locale) { helpCollections(audience: $a, locale: $l) { id } }',
          variables,
        )
      ).data!.helpCollections.map((c) => c.id);
    const renters = await list({ a: 'RENTER' });
    expect(renters).toContain(renter.id);
    expect(renters).not.toContain(frOnly.id);
    expect(renters).not.toContain(drafts.id);
    expect(await list({ a: 'LANDLORD' })).not.toContain(renter.id);
    expect(await list({ l: 'fr' })).toContain(frOnly.id);

    const one = 'query($id: ID!) { helpCollection(id: $id) { id articleCount } }';
    expect((await api.execute(one, { id: drafts.id })).data).toEqual({ helpCollection: null });
    expect((await api.execute(one, { id: 'nope' })).data).toEqual({ helpCollection: null });
    expect((await api.execute(one, { id: drafts.id }, { token: admin.token })).data).toEqual({
      helpCollection: { id: drafts.id, articleCount: 1 },
    });
    const all = await api.execute<{ adminHelpCollections: { id: string; position: number }[] }>(
      '{ adminHelpCollections { id position } }',
      {},
      { token: admin.token },
    );
    expect(all.data!.adminHelpCollections.map((c) => c.id)).toEqual(
      expect.arrayContaining([renter.id, frOnly.id, drafts.id]),
    );
    expect(all.data!.adminHelpCollections.map((c) => c.position)).toEqual([
      ...all.data!.adminHelpCollections.keys(),
    ]);
  });
});
