import { describe, expect, it } from 'vitest';
import { POSTER_ROLES } from '../listings/enums';
import { VERIFICATION_DOCUMENT_KINDS } from './enums';
import {
  verificationCheckedLine,
  graceAction,
  graceStartsAt,
  isVerified,
  missingDocuments,
  unaskedDocuments,
  VERIFICATION_RULES,
  verificationStatus,
} from './rules';
import { VERIFICATION_VALID_DAYS } from './limits';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 10, 1) + days * DAY);

describe('the documents each role sends', () => {
  it.each([
    ['LANDLORD_OWNER', ['GOVERNMENT_ID', 'OWNERSHIP_PROOF'], false],
    ['PROPERTY_MANAGER', ['GOVERNMENT_ID', 'MANAGEMENT_PROOF'], false],
    ['REAL_ESTATE_AGENT', ['GOVERNMENT_ID', 'BROKERAGE_PROOF'], true],
    ['SUB_LESSOR', ['GOVERNMENT_ID', 'LEASE', 'LANDLORD_CONSENT'], false],
    ['LEASE_ASSIGNOR', ['GOVERNMENT_ID', 'LEASE', 'LANDLORD_CONSENT'], false],
  ] as const)('%s: %j, registration number %s', (role, documents, registration) => {
    expect(VERIFICATION_RULES[role].documents).toEqual(documents);
    expect(VERIFICATION_RULES[role].needsRegistrationNumber).toBe(registration);
  });

  it('asks every role for a government ID and says on the badge what was checked, in both languages', () => {
    for (const role of POSTER_ROLES) {
      expect(VERIFICATION_RULES[role].documents[0]).toBe('GOVERNMENT_ID');
      expect(VERIFICATION_RULES[role].checked.en).toContain('{date}');
      expect(VERIFICATION_RULES[role].checked.fr).toContain('{date}');
    }
  });

  it.each([
    ['LANDLORD_OWNER', [], ['GOVERNMENT_ID', 'OWNERSHIP_PROOF']],
    ['LANDLORD_OWNER', ['OWNERSHIP_PROOF'], ['GOVERNMENT_ID']],
    ['LANDLORD_OWNER', ['GOVERNMENT_ID', 'OWNERSHIP_PROOF'], []],
    ['SUB_LESSOR', ['GOVERNMENT_ID', 'LEASE'], ['LANDLORD_CONSENT']],
  ] as const)('%s with %j is missing %j', (role, sent, missing) => {
    expect(missingDocuments(role, sent)).toEqual(missing);
  });

  it('names the documents a role was not asked for', () => {
    expect(unaskedDocuments('LANDLORD_OWNER', ['GOVERNMENT_ID', 'LEASE'])).toEqual(['LEASE']);
    expect(unaskedDocuments('SUB_LESSOR', [...VERIFICATION_DOCUMENT_KINDS])).toEqual([
      'OWNERSHIP_PROOF',
      'MANAGEMENT_PROOF',
      'BROKERAGE_PROOF',
    ]);
  });
});

describe('verification status', () => {
  it.each([
    [null, 'NONE'],
    [{ state: 'SUBMITTED', decidedAt: null }, 'SUBMITTED'],
    [{ state: 'REJECTED', decidedAt: at(0) }, 'REJECTED'],
    [{ state: 'APPROVED', decidedAt: at(0) }, 'APPROVED'],
    [{ state: 'APPROVED', decidedAt: at(-VERIFICATION_VALID_DAYS + 1) }, 'APPROVED'],
    [{ state: 'APPROVED', decidedAt: at(-VERIFICATION_VALID_DAYS) }, 'EXPIRED'],
  ] as const)('%j reads %s', (latest, status) => {
    expect(verificationStatus(latest, at(0))).toBe(status);
    expect(isVerified(latest, at(0))).toBe(status === 'APPROVED');
  });
});

describe('grace period', () => {
  it('starts with the first public listing, or when an approval ran out after it', () => {
    expect(graceStartsAt(null, null)).toBeNull();
    expect(graceStartsAt(at(0), null)).toEqual(at(0));
    const expired = { state: 'APPROVED' as const, decidedAt: at(10) };
    expect(graceStartsAt(at(0), expired)).toEqual(at(10 + VERIFICATION_VALID_DAYS));
  });

  const start = { startsAt: at(0), remindersSent: [], hidden: false };
  it.each([
    [3.9, null],
    [4, { kind: 'REMIND', daysLeft: 3, endsAt: at(7) }],
    [6, { kind: 'REMIND', daysLeft: 1, endsAt: at(7) }],
    [7, { kind: 'HIDE' }],
    [30, { kind: 'HIDE' }],
  ] as const)('with 7 days and nothing done, day %s: %j', (day, action) => {
    expect(graceAction(start, at(day), 7)).toEqual(action);
  });

  it('sends each reminder once and hides once', () => {
    expect(graceAction({ ...start, remindersSent: [3] }, at(5), 7)).toBeNull();
    expect(graceAction({ ...start, remindersSent: [3] }, at(6), 7)).toMatchObject({ daysLeft: 1 });
    expect(graceAction({ ...start, remindersSent: [3, 1] }, at(6.5), 7)).toBeNull();
    // A sweep that ran late sends only the nearer reminder.
    expect(graceAction({ ...start, remindersSent: [1] }, at(6.5), 7)).toBeNull();
    expect(graceAction({ ...start, hidden: true }, at(8), 7)).toBeNull();
  });

  it('skips reminders longer than the grace period itself', () => {
    expect(graceAction(start, at(0), 2)).toBeNull();
    expect(graceAction(start, at(1), 2)).toMatchObject({ daysLeft: 1 });
  });
});

describe("the badge's line", () => {
  it('says what was checked for the role, on the day in Toronto, in each language', () => {
    // 03:00 UTC on March 4 is still March 3 in Toronto.
    const decided = '2026-03-04T03:00:00Z';
    expect(verificationCheckedLine('LANDLORD_OWNER', decided, 'en')).toBe(
      'ID and ownership checked by Rentals on March 3, 2026',
    );
    expect(verificationCheckedLine('LANDLORD_OWNER', new Date(decided), 'fr')).toBe(
      'Identité et propriété vérifiées par Rentals le 3 mars 2026',
    );
  });

  it('writes the first of the month as French does', () => {
    const first = '2026-03-01T15:00:00Z';
    expect(verificationCheckedLine('REAL_ESTATE_AGENT', first, 'fr')).toMatch(/ le 1er mars 2026$/);
    expect(verificationCheckedLine('REAL_ESTATE_AGENT', first, 'en')).toMatch(/ on March 1, 2026$/);
  });
});
