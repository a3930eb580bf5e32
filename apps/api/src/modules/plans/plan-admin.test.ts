import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFeatures, plans } from '../../db/schema/billing';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type GraphQLResponse, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { CREATE_FEATURE, CREATE_PLAN, featureData, PLAN_FIELDS, planData } from './test-plans';

/* Staff's plans module (spec/01 §6): creating, editing, retiring, deleting and ordering plans. */

let api: TestApi;
let staff: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  // A sub-admin given the whole plans module acts as an admin would here.
  staff = await api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [
      { module: 'plans', add: true, edit: true, delete: true, view: true },
      { module: 'features', add: true, edit: true, delete: true, view: true },
    ],
  });
});
afterAll(() => api.close());

type PlanResult = { id: number; name: string; position: number; features: { id: string; name: string }[] };
const call = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
) => api.execute<T>(query, variables, { token: staff.token, headers });
const create = (d: Record<string, unknown>, headers?: Record<string, string>) =>
  call<{ createPlan: PlanResult }>(CREATE_PLAN, { d }, headers);
const update = (id: number, d: Record<string, unknown>) =>
  call<{ updatePlan: PlanResult }>(
    `mutation($id: Int!, $d: PlanInput!) { updatePlan(id: $id, data: $d) { ${PLAN_FIELDS} } }`,
    {
      id,
      d,
    },
  );
const remove = (id: number) =>
  call<{ deletePlan: boolean }>('mutation($id: Int!) { deletePlan(id: $id) }', { id });
const feature = async (nameEn: string) =>
  (await call<{ createFeature: { id: string } }>(CREATE_FEATURE, { d: featureData({ nameEn }) })).data!
    .createFeature.id;
const only = (r: GraphQLResponse) => errorCodes(r);

describe('creating a plan', () => {
  it('takes the next number, goes last, and keeps its features in the given order', async () => {
    const [a, b] = [await feature('Drone photos'), await feature('Virtual tour')];
    const r = await create(planData({ featureIds: [b, a] }));
    expect(r.errors).toBeUndefined();
    expect(r.data!.createPlan).toMatchObject({ id: 9, name: 'Photo Package', position: 6 });
    expect(r.data!.createPlan.features.map((f) => f.id)).toEqual([b, a]);
  });

  it('keeps a number staff choose, and refuses one already taken', async () => {
    expect((await create(planData({ id: 42 }))).data!.createPlan.id).toBe(42);
    const taken = await create(planData({ id: 7 }));
    expect(only(taken)).toEqual(['PLAN_ID_TAKEN']);
    expect(taken.errors![0]!.message).toBe('A plan already has this number.');
  });

  it('refuses bad fields with their labels in the request’s language and writes nothing', async () => {
    const before = await api.deps.db.select().from(plans);
    const r = await create(planData({ nameFr: ' ', priceCents: -1 }), { 'x-locale': 'fr' });
    expect(only(r)).toEqual(['VALIDATION_FAILED']);
    const fields = r.errors![0]!.extensions!.fields as { path: string; message: string }[];
    expect(fields.map((f) => f.path)).toEqual(['nameFr', 'priceCents']);
    expect(fields[0]!.message).toContain('Nom (français)');
    const en = await create(planData({ nameFr: '' }));
    expect((en.errors![0]!.extensions!.fields as { message: string }[])[0]!.message).toContain(
      'Name (French)',
    );
    expect(await api.deps.db.select().from(plans)).toHaveLength(before.length);
  });

  it('refuses a feature that does not exist, leaving no plan behind', async () => {
    const r = await create(planData({ id: 77, featureIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(only(r)).toEqual(['FEATURE_NOT_FOUND']);
    expect(await api.deps.db.select().from(plans).where(eq(plans.id, 77))).toEqual([]);
  });
});

describe('changing a plan', () => {
  it('saves every field and replaces the feature list, keeping the number', async () => {
    const f = await feature('Key handover');
    const r = await update(
      4,
      planData({ id: 99, nameEn: 'Tenant Placement', priceCents: 89_900, featureIds: [f] }),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updatePlan).toMatchObject({ id: 4, name: 'Tenant Placement', priceCents: 89_900 });
    expect(r.data!.updatePlan.features.map((x) => x.name)).toEqual(['Key handover']);
  });

  it('answers PLAN_NOT_FOUND for a number no plan has', async () => {
    expect(only(await update(555, planData()))).toEqual(['PLAN_NOT_FOUND']);
    expect(only(await remove(555))).toEqual(['PLAN_NOT_FOUND']);
    const r = await call('mutation { setPlanActive(id: 555, active: false) { id } }', {});
    expect(only(r)).toEqual(['PLAN_NOT_FOUND']);
  });

  it('retires a plan and offers it again', async () => {
    const off = await call<{ setPlanActive: { active: boolean } }>(
      'mutation { setPlanActive(id: 8, active: false) { active } }',
      {},
    );
    expect(off.data!.setPlanActive.active).toBe(false);
    expect(
      (await api.execute<{ plans: { id: number }[] }>('{ plans { id } }')).data!.plans.map((p) => p.id),
    ).not.toContain(8);
    await call('mutation { setPlanActive(id: 8, active: true) { active } }', {});
    expect(
      (await api.execute<{ plans: { id: number }[] }>('{ plans { id } }')).data!.plans.map((p) => p.id),
    ).toContain(8);
  });
});

describe('deleting a plan', () => {
  it('refuses a plan listings chose, saying how many', async () => {
    const owner = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, owner);
    await api.deps.db.update(listings).set({ planId: 3 }).where(eq(listings.id, listing.id));
    const r = await remove(3);
    expect(only(r)).toEqual(['PLAN_IN_USE']);
    expect(r.errors![0]!.extensions!.params).toEqual({ count: 1 });
    expect(r.errors![0]!.message).toContain('chosen by 1 listings');
  });

  it('deletes a plan nobody chose, with its feature links', async () => {
    expect((await remove(9)).data).toEqual({ deletePlan: true });
    expect(await api.deps.db.select().from(plans).where(eq(plans.id, 9))).toEqual([]);
    expect(await api.deps.db.select().from(planFeatures).where(eq(planFeatures.planId, 9))).toEqual([]);
  });
});

describe('ordering plans', () => {
  const REORDER = 'mutation($ids: [Int!]!) { reorderPlans(ids: $ids) { id position } }';
  const allIds = async () => (await api.deps.db.select({ id: plans.id }).from(plans)).map((p) => p.id);

  it('puts every plan where the list says, inactive ones included', async () => {
    await call('mutation { setPlanActive(id: 42, active: false) { id } }', {});
    const ids = (await allIds()).sort((a, b) => b - a);
    const r = await call<{ reorderPlans: { id: number; position: number }[] }>(REORDER, { ids });
    expect(r.errors).toBeUndefined();
    expect(r.data!.reorderPlans).toEqual(ids.map((id, position) => ({ id, position })));
  });

  it('refuses a list missing a plan, naming one twice or naming an unknown one, and changes nothing', async () => {
    const before = await api.deps.db.select({ id: plans.id, position: plans.position }).from(plans);
    const ids = before.map((p) => p.id);
    for (const wrong of [ids.slice(1), [...ids.slice(1), ids[1]!], [...ids.slice(1), 1234]]) {
      expect(only(await call(REORDER, { ids: wrong }))).toEqual(['PLAN_ORDER_MISMATCH']);
    }
    expect(await api.deps.db.select({ id: plans.id, position: plans.position }).from(plans)).toEqual(before);
  });
});
