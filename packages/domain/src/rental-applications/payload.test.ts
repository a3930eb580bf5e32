import { describe, expect, it } from 'vitest';
import { fieldLabelFor } from '../i18n/field-labels';
import {
  flattenRentalApplication,
  RENTAL_APPLICATION_PAYLOAD_FIELDS,
  rentalApplicationFiles,
  rentalApplicationPayloadSchema,
  unflattenRentalApplication,
} from './payload';
import { sampleGuarantorApplication, sampleTenantApplication } from './sample-applications';

const day = new Date(2026, 10, 26);
const now = new Date('2026-11-26T17:45:00.000Z');
const SAMPLES = { tenant: sampleTenantApplication(day), guarantor: sampleGuarantorApplication(day) };

describe('the CreateRental payload', () => {
  for (const [who, draft] of Object.entries(SAMPLES)) {
    it(`round-trips a complete ${who} application`, () => {
      const payload = flattenRentalApplication(draft, {}, now);
      // What the API receives as JSON is what it parses.
      const parsed = rentalApplicationPayloadSchema.parse(JSON.parse(JSON.stringify(payload)));
      expect(unflattenRentalApplication(parsed)).toEqual(draft);
    });
  }

  it("uses the spec's flattened names", () => {
    const payload = flattenRentalApplication(SAMPLES.tenant, {}, now);
    expect(payload).toMatchObject({
      createdAt: '2026-11-26T17:45:00.000Z',
      applicationDate: '2026-11-26T00:00:00.000Z',
      commencementDate: '2027-01-01',
      address_street: '8 Avenue du Parc',
      address_country: 'Canada',
      reachingTime_weekdayAfternoon: true,
      reachingTime_notSure: false,
      currentLandlordName: 'Marc Gagnon',
      currentLandlordEmail: 'marc@example.ca',
      personalReference_name: 'Chloé Martin',
      personalReference_email: 'chloe@example.ca',
      personalReference_relationship_friend: true,
      personalReference_reachingTime_weekendMorning: true,
      employmentReference_name: 'Paul Lévesque',
      employmentReference_email: 'paul@example.ca',
      employmentReference_reachingTime_weekdayAfternoon: true,
      accountant_phone: '15145550777',
      accountant_email: 'cpa@example.ca',
      selfEmployedDocs_taxReturns: true,
      employmentStatus_contract: true,
      financialObligation_education: true,
      petType_other: true,
      co_occupants: '2',
      occupant_one_name: 'Louis Tremblay',
      occupant_five_name: '',
      sin: '046454286',
    });
    expect(Object.keys(payload)).not.toEqual(
      expect.arrayContaining([
        'confirmEmail',
        'landlordConfirmEmail',
        'employmentReferenceConfirmEmail',
        'error',
      ]),
    );
  });

  it('carries the references the upload answered, key by key', () => {
    const uploaded = [{ fileId: 'srv-1', name: 'id.pdf', size: 5000, mimeType: 'application/pdf' }];
    const payload = flattenRentalApplication(SAMPLES.tenant, { govIdsFile: uploaded }, now);
    expect(payload.govIdsFile).toEqual(uploaded);
    expect(payload.creditScoreFile).toEqual(SAMPLES.tenant.documents.creditScoreFile);
    expect(rentalApplicationFiles(unflattenRentalApplication(payload)).govIdsFile).toEqual(uploaded);
  });

  it('refuses unknown fields and wrong types, naming them with their labels', () => {
    const payload = flattenRentalApplication(SAMPLES.guarantor, {}, now);
    const result = rentalApplicationPayloadSchema.safeParse({
      ...payload,
      isAdmin: true,
      occupant_one_name: 3,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.') || i.code, i.message])).toEqual([
      ['occupant_one_name', 'invalid'],
      ['unrecognized_keys', expect.stringContaining('isAdmin')],
    ]);
    expect(fieldLabelFor(rentalApplicationPayloadSchema, 'personalReference_email')?.en).toBe(
      'Personal reference email',
    );
    expect(fieldLabelFor(rentalApplicationPayloadSchema, 'reachingTime_notSure')?.fr).toBe(
      'Meilleur moment pour joindre',
    );
  });

  it('has one payload field per draft field, and no other', () => {
    const names = RENTAL_APPLICATION_PAYLOAD_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(['createdAt', ...names].sort()).toEqual(Object.keys(rentalApplicationPayloadSchema.shape).sort());
  });
});
