import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { plans } from '../../db/schema/billing';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';

/* The public plans query (spec/03 §2.3, §9): which plans a place is offered, in whose language. */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

type Plans = { plans: { id: number; name: string; active: boolean; listingCount: number | null }[] };
const ids = async (where: Record<string, unknown> | null, token?: string) => {
  const r = await api.execute<Plans>(
    'query($w: PlanWhereInput) { plans(where: $w) { id } }',
    { w: where },
    { token },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.plans.map((p) => p.id);
};

describe('plans offered at a place', () => {
  it('lists every active plan in position order without a place', async () => {
    expect(await ids(null)).toEqual([5, 6, 7, 4, 3, 8]);
  });

  it.each([
    [
      'Quebec hides Concierge, Rental Assistance and Viewings',
      { province: 'QC', city: 'Montréal' },
      [5, 6, 8],
    ],
    ['a new Toronto listing sees all', { province: 'ON', city: 'Toronto' }, [5, 6, 7, 4, 3, 8]],
    ['Ottawa hides Viewings Management', { province: 'ON', city: 'Ottawa' }, [5, 6, 4, 3, 8]],
    ['British Columbia hides 3, 4 and 7', { province: 'BC', city: 'Vancouver' }, [5, 6, 8]],
    ['Nova Scotia keeps Concierge only', { province: 'NS', city: 'Halifax' }, [5, 6, 3, 8]],
    [
      'a listing being updated keeps every plan',
      { province: 'QC', city: 'Montréal', isNewListing: false },
      [5, 6, 7, 4, 3, 8],
    ],
  ])('%s', async (_case, where, expected) => {
    expect(await ids(where)).toEqual(expected);
  });

  it('refuses a province that does not exist, with the field named in the request’s language', async () => {
    const r = await api.execute(
      '{ plans(where: { province: "XX" }) { id } }',
      {},
      { headers: { 'x-locale': 'fr' } },
    );
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    const fields = r.errors![0]!.extensions!.fields as { path: string; message: string }[];
    expect(fields[0]).toMatchObject({ path: 'province' });
    expect(fields[0]!.message).toContain('Province');
  });
});

describe('what a plan says', () => {
  it('answers names, prices and features in the request’s language', async () => {
    const query = `{ plan(id: 7) { name description price priceCents depositCents unit status recommended
      kind features { name subtitle information } } }`;
    const en = await api.execute<{ plan: Record<string, unknown> & { features: { name: string }[] } }>(query);
    expect(en.data!.plan).toMatchObject({
      name: 'Viewings Management',
      price: '725',
      priceCents: 72_500,
      depositCents: 30_000,
      unit: 'UNIT',
      status: 'PAID',
      recommended: false,
      kind: 'PREMIUM',
    });
    expect(en.data!.plan.description).toContain('$725 + HST, plus a $300 + HST deposit');
    expect(en.data!.plan.features[0]!.name).toBe('Marketplace listing');
    const fr = await api.execute<{ plan: { name: string; features: { name: string }[] } }>(
      query,
      {},
      {
        headers: { 'x-locale': 'fr' },
      },
    );
    expect(fr.data!.plan.name).toBe('Gestion des visites');
    expect(fr.data!.plan.features[0]!.name).toBe('Annonce sur la plateforme');
  });

  it('marks the lead generator recommended, prices the boost in cents and Basic free', async () => {
    const r = await api.execute<{
      plans: { id: number; price: string; status: string; recommended: boolean }[];
    }>('{ plans { id price status recommended } }');
    const byId = new Map(r.data!.plans.map((p) => [p.id, p]));
    expect(byId.get(6)).toMatchObject({ recommended: true, price: '149' });
    expect(byId.get(8)).toMatchObject({ price: '29.99', status: 'PAID' });
    expect(byId.get(5)).toMatchObject({ price: '0', status: 'FREE' });
  });

  it('answers null for a plan that does not exist', async () => {
    expect((await api.execute('{ plan(id: 999) { id } }')).data).toEqual({ plan: null });
  });
});

describe('inactive plans and listing counts', () => {
  it('hides an inactive plan from the public, shows it to staff who ask, still answers it by id', async () => {
    await api.deps.db.update(plans).set({ active: false }).where(eq(plans.id, 3));
    expect(await ids({ province: 'ON', city: 'Toronto' })).not.toContain(3);
    expect(await ids({ includeInactive: true }, admin.token)).toContain(3);
    expect((await api.execute('{ plan(id: 3) { active } }')).data).toEqual({ plan: { active: false } });
    await api.deps.db.update(plans).set({ active: true }).where(eq(plans.id, 3));
  });

  it('refuses inactive plans to anyone without plans view', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const q = '{ plans(where: { includeInactive: true }) { id } }';
    expect(errorCodes(await api.execute(q))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await api.execute(q, {}, { token: landlord.token }))).toEqual(['NO_ACCESS']);
  });

  it('counts listings choosing a plan, as their plan or a subscription line, for staff with plans view only', async () => {
    const owner = await api.factories.user({ userType: 'LANDLORD' });
    const first = await approvedListingOf(api, owner);
    const second = await approvedListingOf(api, owner);
    await api.deps.db.update(listings).set({ planId: 4 }).where(eq(listings.id, first.id));
    const line = {
      plan_id: 4,
      plan_name: 'x',
      plan_price: '999',
      plan_group: 2,
      plan_unit: 'UNIT',
      plan_type: 'RENTAL',
    };
    await api.deps.db
      .update(listings)
      .set({ subscriptions: [line] })
      .where(eq(listings.id, second.id));
    const count = async (token?: string) =>
      (
        await api.execute<{ plan: { listingCount: number | null } }>(
          '{ plan(id: 4) { listingCount } }',
          {},
          { token },
        )
      ).data!.plan.listingCount;
    const viewer = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'plans', add: false, edit: false, delete: false, view: true }],
    });
    expect(await count(admin.token)).toBe(2);
    expect(await count(viewer.token)).toBe(2);
    expect(await count(owner.token)).toBeNull();
    expect(await count()).toBeNull();
  });
});
