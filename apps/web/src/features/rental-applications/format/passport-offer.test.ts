import { localIsoDate } from '@rentals/domain/rental-applications/draft';
import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { validateRentalApplicationPage } from '@rentals/domain/rental-applications/validation';
import { describe, expect, it } from 'vitest';
import { passportDraft, passportOffer, passportReviewDraft } from './passport-offer';

const today = new Date(2026, 10, 26);
const target = { listingId: 'l2', unitId: 'u2', address: '120 Rue Saint-Paul, Montréal, QC' };

function passport() {
  const details = sampleTenantApplication(new Date(2026, 9, 1));
  details.offer = { ...details.offer, listingId: 'l1', unitId: 'u1', rentalPropertyAddress: '5 Elm St' };
  return details;
}

describe("the passport's offer for another home", () => {
  it('points at the new listing, unit and address, dated today, keeping what was offered', () => {
    const details = passport();
    const offer = passportOffer(details, target, today);
    expect(offer).toMatchObject({
      listingId: 'l2',
      unitId: 'u2',
      rentalPropertyAddress: '120 Rue Saint-Paul, Montréal, QC',
      applicationDate: localIsoDate(today),
      commencementDate: localIsoDate(today),
      applyingAs: details.offer.applyingAs,
      yourOffer: details.offer.yourOffer,
      leaseTerm: details.offer.leaseTerm,
    });
    expect(offer.propertySeen).toEqual(details.offer.propertySeen);
  });

  it("never keeps the previous home's address when the new one could not be read", () => {
    const offer = passportOffer(passport(), { listingId: 'l2', unitId: '' }, today);
    expect(offer.rentalPropertyAddress).toBe('');
  });

  it("takes the listing's only available unit", () => {
    const offer = passportOffer(
      passport(),
      { listingId: 'l2', unitId: '', units: [{ id: 'u9', name: 'A' }] },
      today,
    );
    expect(offer.unitId).toBe('u9');
  });

  it('passes the offer page as the wizard checks it', () => {
    const draft = passportReviewDraft(passport(), target, today);
    expect(validateRentalApplicationPage(0, draft, localIsoDate(today))).toEqual({ ok: true });
  });

  it('does not change the passport it starts from', () => {
    const details = passport();
    const before = structuredClone(details);
    passportReviewDraft(details, target, today);
    expect(details).toEqual(before);
  });
});

describe('the whole application from the passport', () => {
  it('keeps every answer and file, replaces the offer and leaves out the SIN', () => {
    const details = passport();
    const offer = passportOffer(details, target, today);
    const draft = passportDraft(details, { ...offer, yourOffer: 2000 });
    expect(draft.offer.yourOffer).toBe(2000);
    expect(draft.offer.listingId).toBe('l2');
    expect(draft.documents.sin).toBe('');
    expect(draft.documents.govIdsFile).toEqual(details.documents.govIdsFile);
    expect(draft.applicant).toEqual(details.applicant);
    expect(draft.signature).toEqual(details.signature);
  });
});
