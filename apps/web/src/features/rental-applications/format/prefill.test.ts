import { emptyRentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { describe, expect, it } from 'vitest';
import { applyTarget, targetFromSearch } from './prefill';

describe("an 'Apply' link's listing and unit", () => {
  it('reads ?listing= and ?unit=, and nothing without a listing', () => {
    expect(targetFromSearch('?listing=l1&unit=u2')).toEqual({ listingId: 'l1', unitId: 'u2' });
    expect(targetFromSearch('?listing=l1')).toEqual({ listingId: 'l1', unitId: '' });
    expect(targetFromSearch('?unit=u2')).toBeNull();
  });

  it("pre-fills the offer's listing, unit and address, keeping the rest", () => {
    const draft = emptyRentalApplicationDraft(new Date());
    draft.applicant.fName = 'Aline';
    const applied = applyTarget(draft, {
      listingId: 'l1',
      unitId: 'u2',
      address: '120 Rue Saint-Paul, Montréal, QC',
    });
    expect(applied.offer).toMatchObject({
      listingId: 'l1',
      unitId: 'u2',
      rentalPropertyAddress: '120 Rue Saint-Paul, Montréal, QC',
    });
    expect(applied.applicant.fName).toBe('Aline');
  });

  it('keeps a typed address when the listing could not be read', () => {
    const draft = emptyRentalApplicationDraft(new Date());
    draft.offer.rentalPropertyAddress = '5 Elm St, Toronto';
    expect(applyTarget(draft, { listingId: 'gone', unitId: '' }).offer.rentalPropertyAddress).toBe(
      '5 Elm St, Toronto',
    );
  });

  it("takes the listing's only available unit, and leaves the choice to the applicant among several", () => {
    const draft = emptyRentalApplicationDraft(new Date());
    const one = [{ id: 'u1', name: 'Suite 1' }];
    const two = [...one, { id: 'u2', name: 'Suite 2' }];
    expect(applyTarget(draft, { listingId: 'l1', unitId: '', units: one }).offer.unitId).toBe('u1');
    expect(applyTarget(draft, { listingId: 'l1', unitId: '', units: two }).offer.unitId).toBe('');
    expect(applyTarget(draft, { listingId: 'l1', unitId: 'u2', units: two }).offer.unitId).toBe('u2');
  });
});
