import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { describe, expect, it } from 'vitest';
import { applicationSections, signatureOf } from './application-sections';

const words = { option: (field: string, value: string) => `${field}:${value}`, yes: 'Yes', no: 'No' };

describe('applicationSections', () => {
  const draft = sampleTenantApplication(new Date('2026-11-01T12:00:00Z'));
  const withFile = {
    ...draft,
    documents: {
      ...draft.documents,
      sin: '046454286',
      govIdsFile: [{ fileId: 'f1', name: 'id.pdf', size: 10, mimeType: 'application/pdf' }],
    },
  };
  const sections = applicationSections(withFile, 'en', words);
  const row = (path: string) => sections.flatMap((s) => s.rows).find((r) => r.path === path);

  it('groups the answers under the wizard pages, in order', () => {
    const pages = sections.map((s) => s.page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(sections[0]).toMatchObject({ page: 0, title: 'Rental Offer' });
    expect(row('applicant.fName')).toMatchObject({ label: 'First name', value: { kind: 'text' } });
  });

  it('keeps the wizard’s order whatever the stored order', () => {
    const shuffled = { applicant: Object.fromEntries(Object.entries(draft.applicant).reverse()) };
    const paths = applicationSections(shuffled, 'en', words)[0]!.rows.map((r) => r.path);
    expect(paths.slice(0, 3)).toEqual(['applicant.fName', 'applicant.lName', 'applicant.dob']);
  });

  it('leaves out the SIN, the confirmation copies and the ids', () => {
    expect(row('documents.sin')).toBeUndefined();
    expect(row('applicant.confirmEmail')).toBeUndefined();
    expect(row('offer.listingId')).toBeUndefined();
  });

  it('writes amounts, choices, flags and files', () => {
    expect(row('income.grossIncome')?.value).toEqual({
      kind: 'text',
      text: expect.stringMatching(/^\$[\d,]+/),
    });
    expect(row('offer.applyingAs')?.value).toEqual({ kind: 'text', text: 'applyingAs:tenant' });
    expect(row('documents.govIdsFile')).toMatchObject({
      label: 'Government ID',
      value: { kind: 'files', files: [{ fileId: 'f1' }] },
    });
  });

  it('reads French labels and nothing from a missing application', () => {
    expect(applicationSections(withFile, 'fr', words)[0]?.title).toBe('Offre de location');
    expect(applicationSections(null, 'en', words)).toEqual([]);
  });
});

describe('signatureOf', () => {
  it('shows only a PNG data URL', () => {
    expect(signatureOf({ signature: { signature: 'data:image/png;base64,AAA' } })).toBe(
      'data:image/png;base64,AAA',
    );
    expect(signatureOf({ signature: { signature: 'javascript:alert(1)' } })).toBeNull();
  });
});
