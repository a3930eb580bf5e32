import { describe, expect, it } from 'vitest';
import {
  dollarsToCents,
  featureFormSchema,
  featureFormValues,
  planFormSchema,
  planFormValues,
} from './plan-form';

const feature = '7f1c1f7e-4d1a-4c59-9b0c-2f1f4b6f6a10';

describe('plan form', () => {
  it('reads dollars as cents, in English and French writing', () => {
    expect(dollarsToCents('725')).toBe(72500);
    expect(dollarsToCents('29,99')).toBe(2999);
    expect(dollarsToCents('1 200.50')).toBe(120050);
    expect(dollarsToCents('')).toBeUndefined();
    expect(dollarsToCents('abc')).toBeNaN();
  });

  it('turns a plan into its form and back into the same input', () => {
    const plan = {
      id: 7,
      nameEn: 'Viewings Management',
      nameFr: 'Gestion des visites',
      descriptionEn: null,
      descriptionFr: 'Nous faisons les visites',
      priceCents: 72500,
      depositCents: 30000,
      unit: 'UNIT' as const,
      planGroup: 2,
      kind: 'PREMIUM' as const,
      features: [{ id: feature }],
    };
    const values = planFormValues(plan);
    expect(values.priceCents).toBe('725');
    expect(values.depositCents).toBe('300');
    expect(planFormSchema.parse(values)).toEqual({
      id: 7,
      nameEn: 'Viewings Management',
      nameFr: 'Gestion des visites',
      descriptionEn: null,
      descriptionFr: 'Nous faisons les visites',
      priceCents: 72500,
      depositCents: 30000,
      unit: 'UNIT',
      planGroup: 2,
      kind: 'PREMIUM',
      featureIds: [feature],
    });
  });

  it('leaves a new plan without a number and refuses a price that is not one', () => {
    const values = { ...planFormValues(null), nameEn: 'Extra', nameFr: 'Extra', priceCents: '29.99' };
    expect(planFormSchema.parse(values)).toMatchObject({ id: null, priceCents: 2999, depositCents: null });
    const bad = planFormSchema.safeParse({ ...values, priceCents: 'twelve' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['priceCents']);
  });

  it('requires both names of a feature and sends empty texts as none', () => {
    const empty = featureFormSchema.safeParse(featureFormValues(null));
    expect(empty.error?.issues.map((i) => i.path[0])).toEqual(['nameEn', 'nameFr']);
    expect(
      featureFormSchema.parse({ ...featureFormValues(null), nameEn: 'Photos', nameFr: 'Photos' }),
    ).toEqual({
      nameEn: 'Photos',
      nameFr: 'Photos',
      subtitleEn: null,
      subtitleFr: null,
      informationEn: null,
      informationFr: null,
    });
  });
});
