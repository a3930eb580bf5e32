import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS } from '@rentals/domain/billing/plans';
import { plans } from '../../db/schema/billing';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';

/* Premium settings (spec/01 §3): the boost's price and days, read by anyone, set by boost staff. */

const GET = `query($name: String!) { getPremiumType(where: { name: $name }) { name value } }`;
const SET = `mutation($name: String!, $value: String!) {
  updatePremium(where: { name: $name }, data: { value: $value }) { name value } }`;
const UPDATE_PLAN = `mutation($id: Int!, $d: PlanInput!) { updatePlan(id: $id, data: $d) { id price } }`;
const PLAN = `query { plan(id: ${PLAN_IDS.BOOST}) { id price nameEn nameFr descriptionEn descriptionFr unit planGroup kind depositCents features { id } } }`;

let api: TestApi;
let boostStaff: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN', locale: 'fr' });
  boostStaff = await api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [{ module: 'boostListings', add: false, edit: true, delete: false, view: true }],
  });
});
afterAll(() => api.close());

const boostPlanCents = async () =>
  (await api.deps.db.select().from(plans).where(eq(plans.id, PLAN_IDS.BOOST)))[0]!.priceCents;

describe('premium settings', () => {
  it('start at the defaults: the Boost plan’s price for 7 days', async () => {
    const price = await api.execute<{ getPremiumType: { value: string } }>(GET, { name: 'BOOST_PRICE' });
    const days = await api.execute<{ getPremiumType: { value: string } }>(GET, { name: 'BOOST_DAYS' });
    expect(price.data!.getPremiumType.value).toBe(String(await boostPlanCents()));
    expect(days.data!.getPremiumType.value).toBe('7');
    expect(errorCodes(await api.execute(GET, { name: 'NOPE' }))).toEqual(['PREMIUM_SETTING_NOT_FOUND']);
  });

  it('take a new boost price and give it to the Boost plan in the same change', async () => {
    const r = await api.execute<{ updatePremium: { value: string } }>(
      SET,
      { name: 'BOOST_PRICE', value: '1999' },
      { token: boostStaff.token },
    );
    expect(r.data!.updatePremium.value).toBe('1999');
    expect(await boostPlanCents()).toBe(1999);
  });

  it('refuse values outside their bounds with the bounds in the message, in the caller’s language', async () => {
    const days = await api.execute(SET, { name: 'BOOST_DAYS', value: '0' }, { token: admin.token });
    expect(errorCodes(days)).toEqual(['PREMIUM_SETTING_INVALID']);
    expect(days.errors![0]!.message).toBe('Entrez un nombre entier de 1 à 90.');
    const price = await api.execute(
      SET,
      { name: 'BOOST_PRICE', value: '12.50' },
      { token: boostStaff.token },
    );
    expect(errorCodes(price)).toEqual(['PREMIUM_SETTING_INVALID']);
    const unchanged = await api.execute<{ getPremiumType: { value: string } }>(GET, { name: 'BOOST_DAYS' });
    expect(unchanged.data!.getPremiumType.value).toBe('7');
  });

  it('follow the Boost plan’s price when staff edit the plan', async () => {
    const current = await api.execute<{ plan: Record<string, unknown> & { features: { id: string }[] } }>(
      PLAN,
      {},
      { token: admin.token },
    );
    expect(current.errors).toBeUndefined();
    const { id: _id, price: _price, features, ...plan } = current.data!.plan;
    const r = await api.execute(
      UPDATE_PLAN,
      { id: PLAN_IDS.BOOST, d: { ...plan, priceCents: 4500, featureIds: features.map((f) => f.id) } },
      { token: admin.token },
    );
    expect(r.errors).toBeUndefined();
    const setting = await api.execute<{ getPremiumType: { value: string } }>(GET, { name: 'BOOST_PRICE' });
    expect(setting.data!.getPremiumType.value).toBe('4500');
  });
});
