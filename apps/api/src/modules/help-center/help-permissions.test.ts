import type { ModulePermission } from '@rentals/domain/users/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type GraphQLResponse, type TestApi } from '../../test/harness';
import {
  articleData,
  collectionData,
  CREATE_ARTICLE,
  CREATE_COLLECTION,
  freshArticle,
  REORDER,
  UPDATE_ARTICLE,
} from './test-help-center';

/*
 * spec/01 §6, one flag at a time: add is adding (a collection, an article to a collection), edit
 * is changing (publish toggle, order, thumbnails included), delete is deleting, view is the staff
 * lists and drafts. Readers without view never get a draft, whichever way they ask.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Flag = 'add' | 'edit' | 'delete' | 'view';
const subAdminWith = (flag: Flag) => {
  const permission: ModulePermission = {
    module: 'helpCenter',
    add: false,
    edit: false,
    delete: false,
    view: false,
  };
  return api.factories.user({ userType: 'SUB_ADMIN', permissions: [{ ...permission, [flag]: true }] });
};

/** Each operation with the one flag it needs. */
const OPERATIONS: { flag: Flag; name: string; run: (user: CreatedUser) => Promise<GraphQLResponse> }[] = [
  {
    flag: 'add',
    name: 'createHelpCollection',
    run: (u) => api.execute(CREATE_COLLECTION, { d: collectionData() }, u),
  },
  {
    flag: 'add',
    name: 'createHelpCenter',
    run: async (u) => {
      const { collectionId } = await freshArticle(api);
      return api.execute(CREATE_ARTICLE, { d: articleData(collectionId) }, u);
    },
  },
  {
    flag: 'edit',
    name: 'updateHelpCenter',
    run: async (u) => {
      const a = await freshArticle(api);
      return api.execute(UPDATE_ARTICLE, { id: a.id, d: articleData(a.collectionId) }, u);
    },
  },
  {
    flag: 'edit',
    name: 'publishHelpCenter',
    run: async (u) =>
      api.execute(
        'mutation($id: ID!) { publishHelpCenter(id: $id, isPublished: false) { id } }',
        { id: (await freshArticle(api)).id },
        u,
      ),
  },
  {
    flag: 'edit',
    name: 'reorderContent',
    run: async (u) => {
      const a = await freshArticle(api);
      return api.execute(REORDER, { kind: 'ARTICLES', c: a.collectionId, ids: [a.id] }, u);
    },
  },
  {
    flag: 'delete',
    name: 'deleteHelpCenter',
    run: async (u) =>
      api.execute(
        'mutation($id: ID!) { deleteHelpCenter(id: $id) }',
        { id: (await freshArticle(api)).id },
        u,
      ),
  },
  {
    flag: 'view',
    name: 'adminHelpCollections',
    run: (u) => api.execute('{ adminHelpCollections { id } }', {}, u),
  },
];

describe.each(['add', 'edit', 'delete', 'view'] as Flag[])('a sub-admin with helpCenter %s only', (flag) => {
  it.each(OPERATIONS.map((o) => [o.name, o] as const))('%s', async (_name, operation) => {
    const user = await subAdminWith(flag);
    const codes = errorCodes(await operation.run(user));
    expect(codes).toEqual(operation.flag === flag ? [] : ['NO_ACCESS']);
  });
});

describe('drafts', () => {
  it('reach staff with view only, through every list and relation', async () => {
    const en = await freshArticle(api, { title: 'Published version' });
    const draft = await freshArticle(api, {
      collectionId: en.collectionId,
      locale: 'fr',
      translationOf: en.id,
      isPublished: false,
    });
    const query = `query($id: ID!, $c: ID!) {
      single: singleHelpCenter(where: { id: $id }) { translation { id } bodyJson helpfulYes }
      helpCollection(id: $c) { articleCount articles { id } }
      helpCenters(where: { category: $c, isPublished: false }) { id }
    }`;
    const visitor = await api.execute(query, { id: en.id, c: en.collectionId });
    expect(visitor.data).toEqual({
      single: { translation: null, bodyJson: null, helpfulYes: null },
      helpCollection: { articleCount: 1, articles: [{ id: en.id }] },
      helpCenters: [{ id: en.id }],
    });
    const viewer = await subAdminWith('view');
    const staff = await api.execute<{ single: { translation: { id: string }; bodyJson: unknown } }>(
      query,
      { id: en.id, c: en.collectionId },
      viewer,
    );
    expect(staff.data!.single.translation).toEqual({ id: draft.id });
    expect(staff.data!.single.bodyJson).toMatchObject({ type: 'doc' });
    expect(staff.data).toMatchObject({
      helpCollection: { articleCount: 2 },
      helpCenters: [{ id: draft.id }],
    });
  });
});
