import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, count } from 'drizzle-orm';
import { SEED_FEATURES, SEED_PLANS } from '@rentals/domain/billing/seed-plans';
import { features, planFeatures, plans } from '../../db/schema/billing';
import { seedPlans } from '../../db/seed/plans';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('gives every test database the spec’s plans, in position order, with their features', async () => {
  const rows = await api.deps.db.select().from(plans).orderBy(asc(plans.position));
  expect(rows.map((p) => p.id)).toEqual([5, 6, 7, 4, 3, 8]);
  expect(rows.find((p) => p.id === 7)).toMatchObject({
    priceCents: 72_500,
    depositCents: 30_000,
    kind: 'PREMIUM',
  });
  expect(rows.find((p) => p.id === 3)).toMatchObject({
    nameFr: 'Conciergerie (gestion immobilière)',
    unit: 'MONTH',
  });
  const [links] = await api.deps.db.select({ n: count() }).from(planFeatures);
  expect(links!.n).toBe(SEED_PLANS.reduce((n, p) => n + p.features.length, 0));
});

it('leaves the plans alone once any exists, so staff edits survive a restart', async () => {
  await api.deps.db.delete(plans);
  const { features: _links, ...basic } = SEED_PLANS[0]!;
  await api.deps.db.insert(plans).values({ ...basic, nameEn: 'Renamed' });
  await seedPlans(api.deps.db);
  const rows = await api.deps.db.select().from(plans);
  expect(rows.map((p) => p.nameEn)).toEqual(['Renamed']);
  const [featureCount] = await api.deps.db.select({ n: count() }).from(features);
  expect(featureCount!.n).toBe(SEED_FEATURES.length);
});
