import { describe, expect, it } from 'vitest';
import { lowestMonthlyPrice, savedHomeStatus, type PricedUnit, type SavedListingState } from './rules';
import { savedHomeNoteSchema } from './schemas';
import { SAVED_HOME_NOTE_MAX_LENGTH } from './limits';

const unit = (monthlyPrice: number | null, more: Partial<PricedUnit> = {}): PricedUnit => ({
  available: true,
  monthlyPrice,
  contactForPricing: false,
  ...more,
});

const listing = (more: Partial<SavedListingState> = {}): SavedListingState => ({
  isapproved: true,
  isHidden: false,
  activate: true,
  rentedPrice: null,
  availablityStatus: null,
  units: [unit(2300), unit(2800)],
  ...more,
});

describe('lowestMonthlyPrice', () => {
  it('reads the cheapest priced unit on offer, as the card does', () => {
    expect(lowestMonthlyPrice([unit(2300), unit(1900, { available: false }), unit(2100)])).toBe(2100);
  });

  it('reads every unit when none is on offer, and skips contact-for-pricing and zero prices', () => {
    expect(lowestMonthlyPrice([unit(2500, { available: false }), unit(2400, { available: false })])).toBe(
      2400,
    );
    expect(lowestMonthlyPrice([unit(0), unit(1800, { contactForPricing: true })])).toBeNull();
  });

  it('answers whole dollars, so cents never read as a change of price', () => {
    expect(lowestMonthlyPrice([unit(1850.5), unit(1999.99)])).toBe(1851);
    expect(savedHomeStatus(listing({ units: [unit(1850.5)] }), 1851).kind).toBe('AVAILABLE');
  });
});

describe('savedHomeStatus', () => {
  it('is still available at the price saved', () => {
    expect(savedHomeStatus(listing(), 2300)).toEqual({
      kind: 'AVAILABLE',
      savedPrice: 2300,
      currentPrice: 2300,
    });
  });

  it('says the price dropped or went up, with both amounts', () => {
    expect(savedHomeStatus(listing({ units: [unit(2100)] }), 2300)).toEqual({
      kind: 'PRICE_DROPPED',
      savedPrice: 2300,
      currentPrice: 2100,
    });
    expect(savedHomeStatus(listing({ units: [unit(2450)] }), 2300)).toEqual({
      kind: 'PRICE_INCREASED',
      savedPrice: 2300,
      currentPrice: 2450,
    });
  });

  it('compares no price when there was none to compare', () => {
    expect(savedHomeStatus(listing(), null).kind).toBe('AVAILABLE');
    expect(savedHomeStatus(listing({ units: [unit(null, { contactForPricing: true })] }), 2300)).toEqual({
      kind: 'AVAILABLE',
      savedPrice: 2300,
      currentPrice: null,
    });
  });

  it('says rented when the owner or staff marked it so, even while it still shows', () => {
    expect(savedHomeStatus(listing({ rentedPrice: 2250 }), 2300).kind).toBe('RENTED');
    expect(savedHomeStatus(listing({ availablityStatus: 'RENTED_ELSEWHERE', isHidden: true }), 2300)).toEqual(
      {
        kind: 'RENTED',
        savedPrice: 2300,
        currentPrice: null,
      },
    );
  });

  it('says no longer available when hidden, deactivated, not approved, deleted or every unit is taken', () => {
    for (const gone of [
      listing({ isHidden: true }),
      listing({ activate: false }),
      listing({ isapproved: false }),
      listing({ availablityStatus: 'OTHER', isHidden: true }),
      listing({ units: [unit(2300, { available: false })] }),
      null,
    ])
      expect(savedHomeStatus(gone, 2300).kind).toBe('UNAVAILABLE');
  });
});

describe('savedHomeNoteSchema', () => {
  const listingId = '0b4d4f5e-3c7a-4f0e-9d59-7f3f9b0f5a11';

  it('trims the note and reads a blank one as no note', () => {
    expect(savedHomeNoteSchema.parse({ listingId, note: '  Ask about parking ' }).note).toBe(
      'Ask about parking',
    );
    expect(savedHomeNoteSchema.parse({ listingId, note: '   ' }).note).toBeNull();
  });

  it('refuses a note over the limit', () => {
    const result = savedHomeNoteSchema.safeParse({
      listingId,
      note: 'x'.repeat(SAVED_HOME_NOTE_MAX_LENGTH + 1),
    });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['tooLong']);
  });
});
