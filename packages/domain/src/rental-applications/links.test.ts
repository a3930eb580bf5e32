import { describe, expect, it } from 'vitest';
import { rentalApplicationPath } from './links';

describe('rentalApplicationPath', () => {
  it('names the listing, and the unit when there is one', () => {
    expect(rentalApplicationPath({ listingId: 'l1' })).toBe('/rental-application?listing=l1');
    expect(rentalApplicationPath({ listingId: 'l1', unitId: 'u 2' })).toBe(
      '/rental-application?listing=l1&unit=u+2',
    );
  });
});
