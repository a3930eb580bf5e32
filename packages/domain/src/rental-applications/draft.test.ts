import { describe, expect, it } from 'vitest';
import {
  emptyRentalApplicationDraft,
  isoDateYearsBefore,
  parseStoredRentalApplicationDraft,
  rentalApplicationDraftSchema,
} from './draft';

const today = new Date(2026, 10, 26, 9, 30);

describe('a new rental application', () => {
  const draft = emptyRentalApplicationDraft(today);

  it('has the defaults of spec/02 §3', () => {
    expect(draft.offer).toMatchObject({
      applyingAs: '',
      applicationDate: '2026-11-26',
      commencementDate: '2026-11-26',
      propertySeen: { viewing: true, scheduled: false, providedPictures: false, other: false },
    });
    expect(draft.applicant.dob).toBe('2014-11-26');
    expect(draft.applicant.address.country).toBe('Canada');
    for (const reachingTime of [
      draft.applicant.reachingTime,
      draft.income.reachingTime,
      draft.obligations.reachingTime,
    ])
      expect(reachingTime).toEqual({
        weekdayMorning: true,
        weekdayAfternoon: false,
        weekendMorning: false,
        weekendAfternoon: false,
        notSure: false,
      });
    expect(draft.vehiclesAndOccupants.coOccupants).toBe('0');
    expect(draft.signature).toEqual({ signature: null, error: false });
  });

  it('fits its own schema', () => {
    expect(rentalApplicationDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('puts the date of birth of someone born on 29 February on the 28th in other years', () => {
    expect(isoDateYearsBefore('2028-02-29', 12)).toBe('2016-02-29');
    expect(isoDateYearsBefore('2024-02-29', 12)).toBe('2012-02-29');
    expect(isoDateYearsBefore('2029-02-28', 12)).toBe('2017-02-28');
    expect(isoDateYearsBefore('2024-02-29', 1)).toBe('2023-02-28');
  });
});

describe('a stored draft read back', () => {
  it('keeps every valid field, including its uploaded files', () => {
    const stored = emptyRentalApplicationDraft(new Date(2026, 0, 5));
    stored.applicant.fName = 'Amélie';
    stored.applicant.leaseAgreementFile = [
      { fileId: 'f1', name: 'lease.pdf', size: 1200, mimeType: 'application/pdf' },
    ];
    const json: unknown = JSON.parse(JSON.stringify(stored));
    expect(parseStoredRentalApplicationDraft(json, today)).toEqual(stored);
  });

  it('replaces invalid fields with their defaults and drops unknown ones', () => {
    const read = parseStoredRentalApplicationDraft(
      {
        offer: {
          applyingAs: 'landlord',
          leaseTerm: '12',
          commencementDate: '2026-02-30',
          rentalPropertyAddress: '1 Main',
        },
        applicant: { address: { city: 'Halifax', country: 42 }, hacked: true },
        documents: 'nonsense',
        extra: {},
      },
      today,
    );
    expect(read.offer).toMatchObject({
      applyingAs: '',
      leaseTerm: null,
      commencementDate: '2026-11-26',
      rentalPropertyAddress: '1 Main',
    });
    expect(read.applicant.address).toMatchObject({ city: 'Halifax', country: 'Canada' });
    expect(read.applicant).not.toHaveProperty('hacked');
    expect(read).not.toHaveProperty('extra');
    expect(read.documents).toEqual(emptyRentalApplicationDraft(today).documents);
  });

  it('is a new draft when nothing usable was stored', () => {
    expect(parseStoredRentalApplicationDraft(null, today)).toEqual(emptyRentalApplicationDraft(today));
    expect(parseStoredRentalApplicationDraft('{"broken', today)).toEqual(emptyRentalApplicationDraft(today));
  });
});
