import { describe, expect, it } from 'vitest';
import { fieldLabelFor } from '../i18n/field-labels';
import { emptyRentalApplicationDraft } from './draft';
import { sampleGuarantorApplication, sampleTenantApplication } from './sample-applications';
import {
  rentalApplicationApplicantSchema,
  RENTAL_APPLICATION_PAGE_SCHEMAS,
  validateRentalApplication,
  validateRentalApplicationNear,
  pageInvalidParams,
  validateRentalApplicationPage,
} from './validation';
import { translate } from '../i18n/translate';
import { ERROR_MESSAGES } from '../errors/codes';

const TODAY = '2026-11-26';
const day = new Date(2026, 10, 26);

describe('the whole application', () => {
  it('passes when every page the applicant sees passes', () => {
    const tenant = sampleTenantApplication(day);
    expect(validateRentalApplication(tenant, TODAY)).toEqual({ ok: true, draft: tenant });
    // A guarantor's hidden pages are not checked, whatever they hold.
    const guarantor = sampleGuarantorApplication(day);
    guarantor.vehiclesAndOccupants.vehicle = true;
    guarantor.vehiclesAndOccupants.coOccupants = '2';
    expect(validateRentalApplication(guarantor, TODAY).ok).toBe(true);
  });

  it('names the first failing page and its fields, for a client that skipped pages', () => {
    const draft = sampleTenantApplication(day);
    draft.vehiclesAndOccupants.makeOne = '';
    draft.signature.signature = null;
    expect(validateRentalApplication(draft, TODAY)).toEqual({
      ok: false,
      page: 4,
      issues: [{ path: 'vehiclesAndOccupants.makeOne', message: 'fieldRequired' }],
    });
    const empty = emptyRentalApplicationDraft(day);
    const result = validateRentalApplication(empty, TODAY);
    expect(result.ok ? null : [result.page, result.issues.map((i) => i.path)]).toEqual([
      0,
      ['offer.applyingAs', 'offer.rentalPropertyAddress'],
    ]);
  });

  it('refuses a draft of the wrong shape on its first page, naming the field', () => {
    const draft = { ...sampleTenantApplication(day), extra: 1 } as Record<string, unknown>;
    (draft.applicant as Record<string, unknown>).dob = '1990-13-01';
    const result = validateRentalApplication(draft, TODAY);
    expect(result).toMatchObject({ ok: false, page: -1 });
    expect(result.ok ? [] : result.issues.map((i) => [i.path, i.message])).toEqual([
      ['applicant.dob', 'invalidDate'],
      ['extra', 'invalid'],
    ]);
    expect(validateRentalApplicationPage(1, null, TODAY)).toMatchObject({ ok: false });
  });

  it('gives the files of an issue their limits for the message', () => {
    const draft = sampleTenantApplication(day);
    draft.documents.govIdsFile[0]!.mimeType = 'text/csv';
    expect(validateRentalApplicationPage(6, draft, TODAY)).toEqual({
      ok: false,
      issues: [
        { path: 'documents.govIdsFile.0', message: 'fileType', params: { types: '.jpg, .jpeg, .png, .pdf' } },
      ],
    });
  });
});

describe("the pages' schemas, for the form", () => {
  it('report the page rules as zod issues on draft paths, with labels', () => {
    const draft = sampleTenantApplication(new Date());
    draft.applicant.confirmEmail = 'other@example.ca';
    const parsed = rentalApplicationApplicantSchema.safeParse(draft);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['applicant.confirmEmail', 'emailMismatch'],
    ]);
    expect(fieldLabelFor(rentalApplicationApplicantSchema, 'applicant.confirmEmail')?.en).toBe(
      'Confirm email',
    );
    expect(fieldLabelFor(RENTAL_APPLICATION_PAGE_SCHEMAS[2], 'income.grossIncome')?.en).toBe(
      'Gross monthly income',
    );
    expect(RENTAL_APPLICATION_PAGE_SCHEMAS[0].safeParse(draft).success).toBe(true);
  });

  it('leave the hidden pages of a guarantor alone', () => {
    const draft = sampleGuarantorApplication(new Date());
    draft.vehiclesAndOccupants.coOccupants = '4';
    expect(RENTAL_APPLICATION_PAGE_SCHEMAS[5].safeParse(draft).success).toBe(true);
  });
});

describe('a refused page, as the API words it', () => {
  it('names the page, the field and what is wrong, in both languages', () => {
    const draft = sampleTenantApplication(day);
    draft.income.linkedIn = 'linkedin';
    const result = validateRentalApplication(draft, TODAY);
    if (result.ok) throw new Error('expected a refused page');
    const en = pageInvalidParams(result.page, result.issues[0]!, 'en');
    expect(translate(ERROR_MESSAGES.RENTAL_APPLICATION_PAGE_INVALID, 'en', en)).toBe(
      'The page "Income" of your application is not complete: LinkedIn profile: Please enter a valid URL.',
    );
    expect(pageInvalidParams(result.page, result.issues[0]!, 'fr')).toEqual({
      page: 'Revenus',
      field: 'Profil LinkedIn',
      message: 'Veuillez entrer une URL valide.',
    });
  });
});

describe('the API’s check on the listing’s day', () => {
  it('accepts what a browser a day ahead or behind let through, and nothing further', () => {
    // Filled in a browser already on the 27th: born 12 years ago that day, moving in that day.
    const ahead = sampleTenantApplication(new Date(2026, 10, 27));
    ahead.applicant.dob = '2014-11-27';
    expect(validateRentalApplication(ahead, TODAY).ok).toBe(false);
    expect(validateRentalApplicationNear(ahead, TODAY).ok).toBe(true);
    // Two days ahead is no time zone: refused, with the listing's day's issues.
    ahead.applicant.dob = '2014-11-28';
    const refused = validateRentalApplicationNear(ahead, TODAY);
    expect(refused.ok ? null : refused.issues.map((i) => i.message)).toContain('minAge');
  });
});
