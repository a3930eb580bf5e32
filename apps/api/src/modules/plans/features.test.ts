import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features, planFeatures } from '../../db/schema/billing';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { CREATE_FEATURE, featureData } from './test-plans';

/* Staff's features module (spec/01 §2 /features, §6): the features plans list. */

let api: TestApi;
let staff: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  staff = await api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [{ module: 'features', add: true, edit: true, delete: true, view: true }],
  });
});
afterAll(() => api.close());

type Feature = { id: string; name: string; nameFr: string; position: number };
const call = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  headers?: Record<string, string>,
) => api.execute<T>(query, variables, { token: staff.token, headers });
const list = async () =>
  (await call<{ features: { id: string; name: string }[] }>('{ features { id name } }')).data!.features;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('features', () => {
  it('lists the seeded features in order, in the request’s language', async () => {
    const fr = await call<{ features: { name: string }[] }>(
      '{ features { name } }',
      {},
      { 'x-locale': 'fr' },
    );
    expect(fr.data!.features[0]!.name).toBe('Annonce sur la plateforme');
    expect((await list())[0]!.name).toBe('Marketplace listing');
  });

  it('adds a feature at the end of the list', async () => {
    const before = await list();
    const r = await call<{ createFeature: Feature }>(CREATE_FEATURE, { d: featureData() });
    expect(r.errors).toBeUndefined();
    expect(r.data!.createFeature).toMatchObject({
      name: 'Floor plan',
      nameFr: 'Plan d’étage',
      position: before.length,
    });
    expect((await list()).at(-1)!.id).toBe(r.data!.createFeature.id);
  });

  it('refuses a feature without a name, with the label in the request’s language', async () => {
    const r = await call(CREATE_FEATURE, { d: featureData({ nameEn: '' }) }, { 'x-locale': 'fr' });
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    const [field] = r.errors![0]!.extensions!.fields as { path: string; message: string }[];
    expect(field).toMatchObject({ path: 'nameEn' });
    expect(field!.message).toContain('Nom (anglais)');
  });

  it('changes a feature’s texts, clearing an optional one', async () => {
    const [first] = await list();
    const r = await call<{ updateFeature: { name: string; subtitle: string | null } }>(
      'mutation($id: ID!, $d: FeatureInput!) { updateFeature(id: $id, data: $d) { name subtitle } }',
      { id: first!.id, d: featureData({ nameEn: 'Listed until rented', subtitleEn: '' }) },
    );
    expect(r.data!.updateFeature).toEqual({ name: 'Listed until rented', subtitle: null });
    const missing = await call(
      'mutation($id: ID!, $d: FeatureInput!) { updateFeature(id: $id, data: $d) { id } }',
      {
        id: MISSING,
        d: featureData(),
      },
    );
    expect(errorCodes(missing)).toEqual(['FEATURE_NOT_FOUND']);
  });

  it('deletes a feature and removes it from the plans that listed it', async () => {
    const [link] = await api.deps.db
      .select()
      .from(planFeatures)
      .where(eq(planFeatures.planId, 5))
      .orderBy(asc(planFeatures.position));
    const r = await call('mutation($id: ID!) { deleteFeature(id: $id) }', { id: link!.featureId });
    expect(r.data).toEqual({ deleteFeature: true });
    const plan = await api.execute<{ plan: { features: { id: string }[] } }>(
      '{ plan(id: 5) { features { id } } }',
    );
    expect(plan.data!.plan.features.map((f) => f.id)).not.toContain(link!.featureId);
    expect(plan.data!.plan.features.length).toBeGreaterThan(0);
    expect(
      errorCodes(await call('mutation($id: ID!) { deleteFeature(id: $id) }', { id: link!.featureId })),
    ).toEqual(['FEATURE_NOT_FOUND']);
    expect(errorCodes(await call('mutation { deleteFeature(id: "not-an-id") }'))).toEqual([
      'FEATURE_NOT_FOUND',
    ]);
  });

  it('reorders every feature, and refuses a list that is not every feature once', async () => {
    const ids = (await list()).map((f) => f.id).reverse();
    const r = await call<{ reorderFeatures: { id: string; position: number }[] }>(
      'mutation($ids: [ID!]!) { reorderFeatures(ids: $ids) { id position } }',
      { ids },
    );
    expect(r.data!.reorderFeatures).toEqual(ids.map((id, position) => ({ id, position })));
    const wrong = await call('mutation($ids: [ID!]!) { reorderFeatures(ids: $ids) { id } }', {
      ids: ids.slice(1),
    });
    expect(errorCodes(wrong)).toEqual(['FEATURE_ORDER_MISMATCH']);
    const rows = await api.deps.db.select().from(features).orderBy(asc(features.position));
    expect(rows.map((f) => f.id)).toEqual(ids);
  });
});
