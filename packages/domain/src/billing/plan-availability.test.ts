import { describe, expect, it } from 'vitest';
import { PROVINCES, type Province } from '../users/enums';
import { availablePlans, isGtaCity, isPlanAvailable } from './plan-availability';

/*
 * spec/03 §9 and issue 20: on a new listing, ids 3 and 4 are hidden in the western and northern
 * provinces and Quebec, ids 7 and 4 outside Ontario, and 7 is offered only in GTA cities; while a
 * listing is edited every plan stays on offer.
 */

const PLAN_IDS = [3, 4, 5, 6, 7, 8] as const;

/** The plans a new listing in Toronto's name may choose, per province (written out, not computed). */
const OFFERED_NEW: Record<Province, readonly number[]> = {
  AB: [5, 6, 8],
  BC: [5, 6, 8],
  MB: [5, 6, 8],
  NB: [3, 5, 6, 8],
  NL: [3, 5, 6, 8],
  NS: [3, 5, 6, 8],
  NT: [5, 6, 8],
  NU: [5, 6, 8],
  ON: [3, 4, 5, 6, 7, 8],
  PE: [3, 5, 6, 8],
  QC: [5, 6, 8],
  SK: [5, 6, 8],
  YT: [5, 6, 8],
};

const table = PROVINCES.flatMap((province) =>
  PLAN_IDS.flatMap((planId) => [
    { province, planId, isNewListing: true, offered: OFFERED_NEW[province].includes(planId) },
    { province, planId, isNewListing: false, offered: true },
  ]),
);

describe('isPlanAvailable by province (spec/03 §9)', () => {
  it('covers every province and plan, new and edited', () => {
    expect(table).toHaveLength(PROVINCES.length * PLAN_IDS.length * 2);
  });

  it.each(table)(
    'plan $planId in $province, new listing $isNewListing: $offered',
    ({ province, planId, isNewListing, offered }) => {
      expect(isPlanAvailable(planId, { province, city: 'Toronto', isNewListing })).toBe(offered);
    },
  );

  it('offers no regional plan without a province, and every plan while editing', () => {
    const place = { province: null, city: 'Toronto' };
    expect(PLAN_IDS.filter((id) => isPlanAvailable(id, { ...place, isNewListing: true }))).toEqual([5, 6, 8]);
    expect(PLAN_IDS.filter((id) => isPlanAvailable(id, { ...place, isNewListing: false }))).toEqual([
      ...PLAN_IDS,
    ]);
  });

  it('keeps a plan staff add later (no rule names it) everywhere', () => {
    expect(isPlanAvailable(12, { province: 'QC', city: 'Montréal', isNewListing: true })).toBe(true);
  });
});

describe('Viewings Management (7) only in GTA cities for new listings', () => {
  it.each([
    ['Toronto', true],
    ['toronto', true],
    ['  TORONTO  ', true],
    ['City of Toronto', true],
    ['City of Mississauga', true],
    ['city of mississauga', true],
    ['Town of Oakville', true],
    ['North  York', true],
    ['Richmond Hill', true],
    ['Whitchurch-Stouffville', true],
    ['Tóronto', true],
    ['Ottawa', false],
    ['City of Ottawa', false],
    ['Hamilton', false],
    ['Montréal', false],
    ['Montreal', false],
    ['Toronto East', false],
    ['', false],
    [null, false],
  ] as const)('%j in Ontario: %s', (city, offered) => {
    expect(isGtaCity(city)).toBe(offered);
    expect(isPlanAvailable(7, { province: 'ON', city, isNewListing: true })).toBe(offered);
    expect(isPlanAvailable(7, { province: 'ON', city, isNewListing: false })).toBe(true);
  });

  it('is not offered in a GTA-named city outside Ontario', () => {
    expect(isPlanAvailable(7, { province: 'QC', city: 'Toronto', isNewListing: true })).toBe(false);
    expect(isPlanAvailable(7, { province: 'QC', city: 'Montréal', isNewListing: true })).toBe(false);
  });

  it('leaves the other Ontario plans on offer outside the GTA', () => {
    const place = { province: 'ON' as const, city: 'Ottawa', isNewListing: true };
    expect(PLAN_IDS.filter((id) => isPlanAvailable(id, place))).toEqual([3, 4, 5, 6, 8]);
  });
});

describe('availablePlans', () => {
  it('keeps the offered plans in their given order', () => {
    const plans = [8, 7, 6, 5, 4, 3].map((id) => ({ id, name: `plan ${id}` }));
    const offered = availablePlans(plans, { province: 'NS', city: 'Halifax', isNewListing: true });
    expect(offered.map((p) => p.id)).toEqual([8, 6, 5, 3]);
    expect(offered[0]).toBe(plans[0]);
  });
});
