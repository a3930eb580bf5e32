import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { describe, expect, it } from 'vitest';
import { passportFileCount, rentalPassportOf } from './passport-record';

const today = new Date(2026, 10, 26);
const row = {
  id: 'a1',
  submittedAt: '2026-11-01T15:00:00.000Z',
  applicantName: 'Amélie Tremblay',
  listingTitle: 'Loft',
  grossIncome: 7200,
  hasSin: true,
  details: sampleTenantApplication(today),
  documents: [
    { key: 'govIdsFile', count: 2 },
    { key: 'creditScoreFile', count: 1 },
    { key: 'supplementaryDocFile', count: 0 },
  ],
};

describe('the renter passport as the wizard reads it', () => {
  it('says whether a SIN is stored without keeping the number', () => {
    const passport = rentalPassportOf(row, today)!;
    expect(passport.hasSin).toBe(true);
    expect(JSON.stringify(passport)).not.toContain('046454286');
    expect(rentalPassportOf({ ...row, hasSin: false }, today)!.hasSin).toBe(false);
  });

  it('is none without an application or once its answers were deleted', () => {
    expect(rentalPassportOf(null, today)).toBeNull();
    expect(rentalPassportOf({ ...row, details: null }, today)).toBeNull();
  });

  it('counts the files of the documents present', () => {
    const passport = rentalPassportOf(row, today)!;
    expect(passport.documents.map((d) => d.key)).toEqual(['govIdsFile', 'creditScoreFile']);
    expect(passportFileCount(passport)).toBe(3);
  });
});
