import { describe, expect, it } from 'vitest';
import { bathroomRange, bedroomRange, formatMoney, priceRange, shownUnits, sizeRange } from './card-format';

const unit = (over: Partial<Parameters<typeof bedroomRange>[0][number]> = {}) => ({
  available: true,
  bedrooms: 'ONE_BEDROOM' as const,
  bathrooms: 1,
  unitSize: 600,
  monthlyPrice: 2000,
  contactForPricing: false,
  ...over,
});

describe('listing card facts', () => {
  it('a price range over the priced units; none means Contact for Pricing!', () => {
    expect(priceRange([unit({ monthlyPrice: 2400 }), unit({ monthlyPrice: 1800 })])).toEqual({
      min: 1800,
      max: 2400,
    });
    expect(
      priceRange([unit({ contactForPricing: true, monthlyPrice: null }), unit({ monthlyPrice: 0 })]),
    ).toBeNull();
    expect(priceRange([unit({ contactForPricing: true }), unit({ monthlyPrice: 1500 })])).toEqual({
      min: 1500,
      max: 1500,
    });
  });

  it('describes the available units, or all units when none is available', () => {
    const rented = unit({ available: false, monthlyPrice: 9000 });
    expect(priceRange([rented, unit({ monthlyPrice: 2000 })])).toEqual({ min: 2000, max: 2000 });
    expect(shownUnits([rented])).toEqual([rented]);
  });

  it('bedrooms in the order of the choices, bathrooms and sizes as ranges', () => {
    const units = [
      unit({ bedrooms: 'THREE_BEDROOMS', bathrooms: 2.5, unitSize: 1200 }),
      unit({ bedrooms: 'STUDIO', bathrooms: 1, unitSize: null }),
    ];
    expect(bedroomRange(units)).toEqual({ min: 'STUDIO', max: 'THREE_BEDROOMS' });
    expect(bathroomRange(units)).toEqual({ min: 1, max: 2.5 });
    expect(sizeRange(units)).toEqual({ min: 1200, max: 1200 });
    expect(sizeRange([unit({ unitSize: null })])).toBeNull();
    expect(bedroomRange([])).toBeNull();
  });

  it('money in Canadian dollars, cents only when there are some', () => {
    expect(formatMoney(2400, 'en')).toBe('$2,400');
    expect(formatMoney(1999.5, 'en')).toBe('$1,999.50');
    expect(formatMoney(2400, 'fr').replace(/\s/g, ' ')).toBe('2 400 $');
  });
});
