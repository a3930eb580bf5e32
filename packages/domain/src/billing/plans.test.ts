import { describe, expect, it } from 'vitest';
import {
  formatPlanPrice,
  needsPayment,
  planFlags,
  planPriceString,
  planScreenType,
  planStatusOf,
  PLAN_UNITS,
} from './plans';

const NO_FLAGS = {
  isBasicFree: false,
  isViewManagement: false,
  isConcierge: false,
  isRentalAssistance: false,
  isLeadGeneartor: false,
  isRentalOrTenantLeads: false,
};

describe('planFlags (spec/03 §3.1)', () => {
  it.each([
    [[], {}],
    [[5], { isBasicFree: true }],
    [[3], { isConcierge: true }],
    [[4], { isRentalAssistance: true, isRentalOrTenantLeads: true }],
    [[6], { isLeadGeneartor: true, isRentalOrTenantLeads: true }],
    [[7], { isViewManagement: true }],
    [[8], {}],
    [[5, 7], { isBasicFree: true, isViewManagement: true }],
    [[6, 7, 8], { isLeadGeneartor: true, isRentalOrTenantLeads: true, isViewManagement: true }],
  ])('%j', (planIds, flags) => {
    expect(planFlags(planIds)).toEqual({ ...NO_FLAGS, ...flags });
  });
});

describe('needsPayment', () => {
  it.each([
    [[], false],
    [[5], false],
    [[3], false],
    [[8], false],
    [[5, 8], false],
    [[4], true],
    [[6], true],
    [[7], true],
    [[5, 7], true],
  ])('%j: %s', (planIds, expected) => {
    expect(needsPayment(planIds)).toBe(expected);
  });
});

describe('plan prices', () => {
  it.each([
    [0, '0'],
    [72_500, '725'],
    [2_999, '29.99'],
    [2_990, '29.90'],
    [5, '0.05'],
    [100, '1'],
  ])('%i cents is the spec string %j', (cents, text) => {
    expect(planPriceString(cents)).toBe(text);
  });

  it('is FREE and BASIC at 0, PAID and PREMIUM above', () => {
    expect([planStatusOf(0), planScreenType(0)]).toEqual(['FREE', 'BASIC']);
    expect([planStatusOf(1), planScreenType(1)]).toEqual(['PAID', 'PREMIUM']);
  });

  it.each([
    [0, 'UNIT', 'Free', 'Gratuit'],
    [72_500, 'UNIT', '$725 per unit', '725\u00a0$ par logement'],
    [2_999, 'WEEK', '$29.99 per week', '29,99\u00a0$ par semaine'],
    [172_500, 'LISTING', '$1,725 per listing', '1\u00a0725\u00a0$ par annonce'],
    [30_000, 'MONTH', '$300 per month', '300\u00a0$ par mois'],
  ] as const)('%i cents per %s reads %j and %j', (cents, unit, en, fr) => {
    expect(formatPlanPrice(cents, unit, 'en')).toBe(en);
    expect(formatPlanPrice(cents, unit, 'fr')).toBe(fr);
  });

  it('names every unit in both languages', () => {
    for (const unit of PLAN_UNITS) {
      expect(formatPlanPrice(100, unit, 'en')).toMatch(/^\$1 per \w+$/);
      expect(formatPlanPrice(100, unit, 'fr')).toMatch(/^1\s\$ par \w+$/);
    }
  });
});
