import { emptyRentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { describe, expect, it } from 'vitest';
import { detailSections } from './detail-fields';

const TODAY = new Date('2026-11-26T12:00:00Z');

describe('detailSections', () => {
  it("lays the sample tenant's application out in the wizard's groups, with the domain's labels", () => {
    const sections = detailSections(sampleTenantApplication(TODAY));
    expect(sections.map((s) => s.group)).toEqual([
      'offer',
      'applicant',
      'income',
      'obligations',
      'vehiclesAndOccupants',
      'documents',
      'signature',
    ]);
    const applicant = sections.find((s) => s.group === 'applicant')!;
    expect(applicant.label.en).toBe('Applicant');
    expect(applicant.fields.find((f) => f.path === 'applicant.fName')?.label.en).toBe('First name');
    const paths = sections.flatMap((s) => s.fields.map((f) => f.path));
    expect(paths).not.toContain('offer.listingId');
    expect(paths).not.toContain('applicant.confirmEmail');
    expect(paths).not.toContain('documents.sin');
  });

  it('gives files, money, flags and choices their own kinds', () => {
    const fields = detailSections(sampleTenantApplication(TODAY)).flatMap((s) => s.fields);
    const kind = (path: string) => fields.find((f) => f.path === path)?.value.kind;
    expect(kind('documents.govIdsFile')).toBe('files');
    expect(kind('income.grossIncome')).toBe('money');
    expect(kind('offer.applyingAs')).toBe('options');
    expect(kind('applicant.address')).toBe('text');
    const dob = fields.find((f) => f.path === 'applicant.dob')?.value;
    expect(dob).toMatchObject({ kind: 'text', text: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/) });
  });

  it("puts the fields back in the form's order whatever the stored key order", () => {
    const draft = sampleTenantApplication(TODAY);
    const shuffled = { ...draft, applicant: Object.fromEntries(Object.entries(draft.applicant).reverse()) };
    const applicant = detailSections(shuffled).find((s) => s.group === 'applicant')!;
    expect(applicant.fields.slice(0, 2).map((f) => f.path)).toEqual(['applicant.fName', 'applicant.lName']);
    const address = applicant.fields.find((f) => f.path === 'applicant.address')?.value;
    expect(address).toEqual({ kind: 'text', text: '8 Avenue du Parc, Montréal, QC, H2X1Y4, Canada' });
  });

  it('leaves blanks out, and reads nothing from what is not an application', () => {
    const empty = detailSections(emptyRentalApplicationDraft(TODAY));
    expect(empty.flatMap((s) => s.fields).every((f) => f.value.kind !== 'files')).toBe(true);
    expect(empty.find((s) => s.group === 'signature')).toBeUndefined();
    expect(detailSections(null)).toEqual([]);
    expect(detailSections('x')).toEqual([]);
  });
});
