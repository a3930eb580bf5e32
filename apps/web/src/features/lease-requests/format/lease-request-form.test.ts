import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyLeaseRequestForm, leaseRequestFormSchema, prefillFromListing } from './lease-request-form';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the lease request form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const filled = {
    ...emptyLeaseRequestForm({ firstName: 'Avery', lastName: 'Landlord', email: 'avery@example.ca' }),
    propertyAddress: '12 King St W',
    tenants: [{ name: 'Sam', email: '' }],
    monthlyRent: '2 150,50',
    startDate: '2026-07-01',
  };

  it('reads the typed numbers and the month-to-month choice', () => {
    expect(filled.landlordName).toBe('Avery Landlord');
    const fixed = leaseRequestFormSchema.parse(filled);
    expect([fixed.monthlyRent, fixed.termMonths, fixed.tenants[0]!.email]).toEqual([2150.5, 12, null]);
    const monthly = leaseRequestFormSchema.parse({ ...filled, termType: 'MONTHLY', termMonths: 'abc' });
    expect(monthly.termMonths).toBeNull();
  });

  it('says what is wrong with an empty rent or a bad term', () => {
    expect(
      issues(leaseRequestFormSchema.safeParse({ ...filled, monthlyRent: '', termMonths: '1.5' })),
    ).toEqual([
      ['monthlyRent', 'required'],
      ['termMonths', 'termMonthsRange'],
    ]);
  });

  it("fills the address, province and a single unit's rent from a listing", () => {
    const listing = {
      id: 'l1',
      title: 'Loft',
      location: { address: '1 Rue Sainte-Catherine, Montréal', city: { province: 'QC' } },
      units: [{ monthlyPrice: 1800 }],
    };
    expect(prefillFromListing(listing)).toEqual({
      propertyAddress: '1 Rue Sainte-Catherine, Montréal',
      province: 'QC',
      monthlyRent: '1800',
    });
    expect(
      prefillFromListing({ ...listing, units: [{ monthlyPrice: 1800 }, { monthlyPrice: 2000 }] }),
    ).toEqual({
      propertyAddress: '1 Rue Sainte-Catherine, Montréal',
      province: 'QC',
    });
  });
});
