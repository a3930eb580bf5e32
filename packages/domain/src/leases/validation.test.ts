import { describe, expect, it } from 'vitest';
import { createLeaseDataSchema } from './create-input';
import { leaseSystemMessageText, leaseSignRequestEmail, leaseStatusEmail } from './notices';
import { placesLeft, signingPlaces } from './places';
import { sampleOntarioLeaseTerms } from './sample-terms';
import { checkedLeaseTermsSchema, leaseToday } from './validation';
import { depositChecks } from './deposit-checks';

const today = new Date('2026-11-26T12:00:00Z');
const issues = (change: (t: ReturnType<typeof sampleOntarioLeaseTerms>) => void) => {
  const terms = sampleOntarioLeaseTerms(today);
  change(terms);
  const result = checkedLeaseTermsSchema('2026-11-26', [depositChecks]).safeParse(terms);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('lease terms checks', () => {
  it('accepts the sample Ontario lease', () => {
    expect(issues(() => undefined)).toEqual([]);
  });

  it('refuses a start before today, an end before the start, a fixed term without end', () => {
    expect(issues((t) => (t.startDate = '2026-11-25'))).toContain('startDate:startInPast');
    expect(issues((t) => (t.endDate = t.startDate))).toContain('endDate:endBeforeStart');
    expect(issues((t) => (t.endDate = null))).toContain('endDate:endRequired');
    expect(issues((t) => ((t.termType = 'MONTHLY'), (t.endDate = null)))).toEqual([]);
  });

  it('refuses a rent of 0, a third decimal, the same e-mail twice', () => {
    expect(issues((t) => (t.baseRent = 0))).toContain('baseRent:positiveAmount');
    expect(issues((t) => (t.baseRent = 2150.005))).toContain('baseRent:invalid');
    expect(issues((t) => (t.guarantor = { name: 'G', email: t.tenants[0]!.email }))).toContain(
      'guarantor.email:duplicateSignerEmail',
    );
  });

  it("checks the province's deposits against the whole period's rent", () => {
    // 2150 + 150 parking + 35 storage: a rent deposit of one period is allowed, a cent more is not.
    expect(issues((t) => (t.rentDeposit = 2335))).toEqual([]);
    expect(issues((t) => (t.rentDeposit = 2335.01))).toContain('rentDeposit:depositAboveLimit');
    expect(issues((t) => (t.petDeposit = 100))).toContain('petDeposit:depositNotAllowed');
  });

  it("takes today as Pacific time's, so an evening in Toronto is still today", () => {
    expect(leaseToday(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(leaseToday(new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-27');
  });

  it('names createLease errors with the form labels under terms.', () => {
    const result = createLeaseDataSchema('2026-11-26').safeParse({ listingId: 'x', terms: {} });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['listingId', 'terms.tenants', 'terms.baseRent']));
  });
});

describe('signing places', () => {
  it('asks tenants and the landlord to initial additional terms, a guarantor only to initial pages and sign', () => {
    expect(signingPlaces('TENANT', true)).toEqual([
      'PAGE_INITIALS',
      'ADDITIONAL_TERMS_INITIALS',
      'SIGNATURE',
    ]);
    expect(signingPlaces('GUARANTOR', true)).toEqual(['PAGE_INITIALS', 'SIGNATURE']);
    expect(signingPlaces('LANDLORD', false)).toEqual(['PAGE_INITIALS', 'SIGNATURE']);
    expect(placesLeft(signingPlaces('TENANT', true), ['SIGNATURE', 'PAGE_INITIALS'])).toEqual([
      'ADDITIONAL_TERMS_INITIALS',
    ]);
  });
});

describe('lease notices', () => {
  it('speaks each reader’s language', () => {
    expect(leaseSystemMessageText('LEASE_SIGNED', { name: 'Amira' }, 'fr')).toBe('Amira a signé le bail.');
    const params = {
      landlord: 'Maple Inc.',
      address: '1 King St',
      deadline: '10 décembre 2026',
      link: 'https://x/y',
    };
    expect(leaseSignRequestEmail(params, 'fr').subject).toBe('Veuillez signer votre bail pour 1 King St');
    expect(leaseSignRequestEmail(params, 'en', true).subject).toContain('Reminder');
    const status = leaseStatusEmail(
      { address: '1 King St', status: 'COMPLETED', link: 'https://x', detail: '' },
      'fr',
    );
    expect(status.subject).toBe('Bail pour 1 King St : Signé');
  });
});
