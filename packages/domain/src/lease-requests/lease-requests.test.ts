import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldLabelFor } from '../i18n/field-labels';
import { translate } from '../i18n/translate';
import { VALIDATION_MESSAGES } from '../i18n/validation-messages';
import {
  earliestLeaseStart,
  leaseRequestFilterSchema,
  leaseRequestSchema,
  updateLeaseRequestSchema,
} from './schemas';
import {
  LEASE_REQUEST_STATUS_LABELS,
  LEASE_REQUEST_STATUSES,
  leaseRequestStatusChoices,
  leaseRequestTransition,
} from './statuses';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const valid = {
  province: 'ON',
  propertyAddress: '12 King St W, Unit 4, Toronto',
  landlordName: 'Avery Landlord',
  tenants: [{ name: 'Sam Tenant', email: '' }],
  monthlyRent: 2150.5,
  startDate: '2026-07-01',
  termMonths: 12,
  specialTerms: '  No smoking.  ',
  contactEmail: ' Avery@Example.ca ',
  contactPhone: '',
};

describe('the lease request', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a valid request, with blanks as null and the e-mail lower-cased', () => {
    expect(leaseRequestSchema.parse(valid)).toEqual({
      ...valid,
      listingId: null,
      tenants: [{ name: 'Sam Tenant', email: null }],
      specialTerms: 'No smoking.',
      contactEmail: 'avery@example.ca',
      contactPhone: null,
    });
    const monthToMonth = leaseRequestSchema.parse({
      ...valid,
      termMonths: null,
      contactPhone: '416 555 0142',
    });
    expect([monthToMonth.termMonths, monthToMonth.contactPhone]).toEqual([null, '4165550142']);
  });

  it('names each missing or wrong field by its message key', () => {
    const r = leaseRequestSchema.safeParse({
      ...valid,
      province: 'XX',
      propertyAddress: ' ',
      tenants: [{ name: '', email: 'nope' }],
      monthlyRent: 0,
      startDate: '',
      termMonths: 121,
      specialTerms: 'x'.repeat(4001),
      contactEmail: 'avery',
    });
    expect(issues(r)).toEqual([
      ['province', 'invalidChoice'],
      ['propertyAddress', 'required'],
      ['tenants.0.name', 'required'],
      ['tenants.0.email', 'email'],
      ['monthlyRent', 'positiveAmount'],
      ['startDate', 'required'],
      ['termMonths', 'termMonthsRange'],
      ['specialTerms', 'tooLong'],
      ['contactEmail', 'email'],
    ]);
  });

  it('needs one to six tenants, a rent above 0 and a start date from today', () => {
    expect(issues(leaseRequestSchema.safeParse({ ...valid, tenants: [] }))).toEqual([
      ['tenants', 'required'],
    ]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `T${i}` }));
    expect(issues(leaseRequestSchema.safeParse({ ...valid, tenants: seven }))).toEqual([
      ['tenants', 'tenantsMax'],
    ]);
    expect(issues(leaseRequestSchema.safeParse({ ...valid, monthlyRent: -5 }))).toEqual([
      ['monthlyRent', 'positiveAmount'],
    ]);
    expect(issues(leaseRequestSchema.safeParse({ ...valid, startDate: '2026-06-14' }))).toEqual([
      ['startDate', 'startInPast'],
    ]);
    expect(leaseRequestSchema.safeParse({ ...valid, startDate: '2026-06-15' }).success).toBe(true);
    expect(issues(leaseRequestSchema.safeParse({ ...valid, termMonths: 1.5 }))).toEqual([
      ['termMonths', 'termMonthsRange'],
    ]);
  });

  it("takes today as Canada's latest day: Vancouver's", () => {
    // 02:00 UTC on the 16th is still the 15th in Vancouver (and in Toronto).
    expect(earliestLeaseStart(new Date('2026-06-16T02:00:00Z'))).toBe('2026-06-15');
    expect(earliestLeaseStart(new Date('2026-06-16T08:00:00Z'))).toBe('2026-06-16');
  });

  it('labels its fields and says its messages in both languages', () => {
    expect(fieldLabelFor(leaseRequestSchema, 'tenants.2.name')?.fr).toBe('Nom du locataire');
    expect(fieldLabelFor(leaseRequestSchema, 'monthlyRent')?.en).toBe('Monthly rent');
    expect(translate(VALIDATION_MESSAGES.tenantsMax, 'fr', { max: 6 })).toBe('Ajoutez au plus 6 locataires');
    expect(translate(VALIDATION_MESSAGES.startInPast, 'en', { label: 'Start date' })).toBe(
      'Start date cannot be before today',
    );
  });
});

describe('the staff side', () => {
  it('filters by status, province and a range of days in order', () => {
    expect(leaseRequestFilterSchema.parse({ status: 'NEW', province: 'QC' })).toEqual({
      status: 'NEW',
      province: 'QC',
    });
    expect(
      issues(leaseRequestFilterSchema.safeParse({ createdFrom: '2026-06-10', createdTo: '2026-06-01' })),
    ).toEqual([['createdTo', 'dateRangeReversed']]);
    expect(issues(updateLeaseRequestSchema.safeParse({ id: 'x', status: 'LOST' }))).toEqual([
      ['id', 'invalid'],
      ['status', 'invalidChoice'],
    ]);
  });

  it('moves a request along, reopens a finished one and never back to NEW', () => {
    expect(leaseRequestTransition('NEW', 'IN_PROGRESS')).toEqual({ ok: true, changed: true });
    expect(leaseRequestTransition('DONE', 'DONE')).toEqual({ ok: true, changed: false });
    expect(leaseRequestTransition('CLOSED', 'IN_PROGRESS')).toEqual({ ok: true, changed: true });
    expect(leaseRequestTransition('IN_PROGRESS', 'NEW')).toEqual({
      ok: false,
      code: 'LEASE_REQUEST_TRANSITION_NOT_ALLOWED',
    });
    expect(leaseRequestTransition('CLOSED', 'DONE').ok).toBe(false);
    expect(leaseRequestStatusChoices('IN_PROGRESS')).toEqual(['IN_PROGRESS', 'DONE', 'CLOSED']);
    for (const status of LEASE_REQUEST_STATUSES)
      expect(leaseRequestTransition(status, 'NEW').ok).toBe(status === 'NEW');
  });

  it('names each status in both languages', () => {
    expect(LEASE_REQUEST_STATUS_LABELS.DONE).toEqual({ en: 'Lease prepared', fr: 'Bail préparé' });
    expect(LEASE_REQUEST_STATUS_LABELS.NEW.fr).toBe('Reçue');
  });
});
