import { describe, expect, it } from 'vitest';
import { planInputSchema, featureInputSchema } from './schemas';
import { PLAN_IDS } from './plans';
import { SEED_FEATURES, SEED_PLANS } from './seed-plans';

describe('seed plans', () => {
  it('has each plan the spec names, once', () => {
    expect(SEED_PLANS.map((p) => p.id).sort()).toEqual(Object.values(PLAN_IDS).sort());
  });

  it.each(SEED_PLANS)('plan $id passes the staff form and lists 3 to 6 known features', (plan) => {
    const { features, ...rest } = plan;
    expect(planInputSchema.safeParse({ ...rest, featureIds: [] }).success).toBe(true);
    expect(features.length).toBeGreaterThanOrEqual(3);
    expect(features.length).toBeLessThanOrEqual(6);
    for (const key of features) expect(SEED_FEATURES.some((f) => f.key === key)).toBe(true);
  });

  it.each(SEED_FEATURES)('feature $key passes the staff form', ({ key: _key, ...texts }) => {
    expect(featureInputSchema.safeParse(texts).success).toBe(true);
  });
});
