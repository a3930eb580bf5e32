import { describe, expect, it } from 'vitest';
import { SHARE_EXPIRY_DAYS } from './limits';
import { sampleGuarantorApplication, sampleTenantApplication } from './sample-applications';
import {
  landlordMayRead,
  mayRevokeShare,
  reusedApplication,
  shareExpiresAt,
  shareState,
  type ShareFacts,
} from './shares';
import { APPLICATION_STATUSES } from './statuses';

const submittedAt = new Date('2026-10-01T15:00:00Z');
const DAY = 86_400_000;
const before = new Date(submittedAt.getTime() + (SHARE_EXPIRY_DAYS - 1) * DAY);
const after = new Date(submittedAt.getTime() + SHARE_EXPIRY_DAYS * DAY);
const at = new Date('2026-10-05T10:00:00Z');
const facts = (over: Partial<ShareFacts> = {}): ShareFacts => ({
  status: 'SUBMITTED',
  submittedAt,
  revokedAt: null,
  erasedAt: null,
  ...over,
});

describe('share state', () => {
  it('expires SHARE_EXPIRY_DAYS after the application was sent', () => {
    expect(shareExpiresAt(submittedAt).getTime() - submittedAt.getTime()).toBe(SHARE_EXPIRY_DAYS * DAY);
    expect(shareState(facts(), before)).toBe('ACTIVE');
    expect(shareState(facts(), after)).toBe('EXPIRED');
  });

  it.each([
    // [case, facts, state before expiry, state after expiry]
    ['open application', {}, 'ACTIVE', 'EXPIRED'],
    ['approved application', { status: 'APPROVED' as const }, 'ACTIVE', 'EXPIRED'],
    ['withdrawn application', { status: 'WITHDRAWN' as const }, 'WITHDRAWN', 'WITHDRAWN'],
    ['revoked share', { revokedAt: at }, 'REVOKED', 'REVOKED'],
    ['revoked then withdrawn', { revokedAt: at, status: 'WITHDRAWN' as const }, 'REVOKED', 'REVOKED'],
    ['deleted passport', { erasedAt: at, revokedAt: at, status: 'WITHDRAWN' as const }, 'ERASED', 'ERASED'],
  ])('%s', (_case, over, early, late) => {
    expect(shareState(facts(over), before)).toBe(early);
    expect(shareState(facts(over), after)).toBe(late);
    expect(landlordMayRead(facts(over), before)).toBe(early === 'ACTIVE');
    expect(mayRevokeShare(facts(over), before)).toBe(early === 'ACTIVE');
    expect(landlordMayRead(facts(over), after)).toBe(false);
  });

  it('lets the landlord read every status of an active share, withdrawn excepted', () => {
    for (const status of APPLICATION_STATUSES)
      expect(landlordMayRead(facts({ status }), before)).toBe(status !== 'WITHDRAWN');
  });
});

describe('re-using a passport', () => {
  const passport = { ...sampleTenantApplication(new Date('2026-09-01T12:00:00')) };
  passport.documents = { ...passport.documents, sin: '046454286' };
  const offer = { ...sampleGuarantorApplication(new Date('2026-10-05T12:00:00')).offer, yourOffer: 2100 };
  const target = { listingId: 'listing-2', unitId: 'unit-2', address: '12 Rue Saint-Denis, Montréal' };

  it('takes the reviewed offer page pointed at the target listing, the rest from the passport', () => {
    const reused = reusedApplication(passport, offer, target);
    expect(reused.offer).toEqual({
      ...offer,
      listingId: 'listing-2',
      unitId: 'unit-2',
      rentalPropertyAddress: '12 Rue Saint-Denis, Montréal',
    });
    expect(reused.applicant).toEqual(passport.applicant);
    expect(reused.income).toEqual(passport.income);
    expect(reused.signature).toEqual(passport.signature);
    expect(reused.documents.govIdsFile).toEqual(passport.documents.govIdsFile);
  });

  it('never carries the SIN in the answers and leaves the passport untouched', () => {
    const reused = reusedApplication(passport, offer, target);
    expect(reused.documents.sin).toBe('');
    expect(passport.documents.sin).toBe('046454286');
    reused.applicant.fName = 'Changed';
    expect(passport.applicant.fName).not.toBe('Changed');
  });
});
