import { sampleOntarioLeaseTerms } from '@rentals/domain/leases/sample-terms';
import { leaseToday } from '@rentals/domain/leases/validation';
import { describe, expect, it } from 'vitest';
import {
  emptyLeaseForm,
  leaseFormSchema,
  toTermsInput,
  typedTotalRent,
  type LeaseFormValues,
} from './lease-form';

/** The sample Ontario lease as the form's inputs hold it. */
function sampleForm(): LeaseFormValues {
  const s = sampleOntarioLeaseTerms(new Date());
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    ...emptyLeaseForm('en'),
    landlordLegalName: s.landlordLegalName,
    tenants: s.tenants,
    unitAddress: { ...s.unitAddress, unit: s.unitAddress.unit ?? '', province: 'ON' },
    parkingSpaces: '1',
    landlordNoticeAddress: s.landlordNoticeAddress,
    landlordEmail: s.landlordEmail ?? '',
    startDate: s.startDate,
    termType: 'FIXED',
    endDate: s.endDate ?? '',
    baseRent: text(s.baseRent),
    parkingRent: text(s.parkingRent),
    otherCharges: [{ description: 'Storage locker', amount: '35' }],
    rentPayableTo: s.rentPayableTo,
    paymentMethod: s.paymentMethod,
    rentDeposit: '2335',
    keyDeposit: '50',
  };
}

const issues = (values: LeaseFormValues) => {
  const result = leaseFormSchema(leaseToday()).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the lease form', () => {
  it('accepts a complete Ontario lease', () => {
    expect(issues(sampleForm())).toEqual([]);
  });

  it('refuses rent of 0, a start date in the past and a deposit above the limit with the API’s keys', () => {
    const values = { ...sampleForm(), baseRent: '0', startDate: '2020-01-01', rentDeposit: '99999' };
    expect(issues(values)).toEqual(
      expect.arrayContaining(['baseRent:positiveAmount', 'startDate:startInPast']),
    );
    expect(issues({ ...sampleForm(), rentDeposit: '99999' })).toEqual(['rentDeposit:depositAboveLimit']);
  });

  it('names a missing tenant by its path, and drops a deposit the province does not allow', () => {
    const values = { ...sampleForm(), tenants: [{ name: '', email: '' }], securityDeposit: '500' };
    expect(issues(values)).toEqual(
      expect.arrayContaining(['tenants.0.name:required', 'tenants.0.email:required']),
    );
    expect(toTermsInput(values).securityDeposit).toBeNull();
  });

  it('keeps a number that is not one as NaN for the schema to name', () => {
    expect(toTermsInput({ ...sampleForm(), baseRent: '12abc' }).baseRent).toBeNaN();
  });

  it('adds up the rent as typed, French decimals included', () => {
    expect(
      typedTotalRent({
        baseRent: '2 150,50',
        parkingRent: '150',
        otherCharges: [{ description: 'x', amount: '35' }],
      }),
    ).toBe(2335.5);
    expect(typedTotalRent({ baseRent: '', parkingRent: '150', otherCharges: [] })).toBeNull();
  });
});
