import { describe, expect, it } from 'vitest';
import { viewingsHandledByStaff } from './emails';
import { stillInterestedLink, stillInterestedPath } from './follow-up';

describe("the 'still interested?' follow-up", () => {
  it("leads to the listing's rental application, as a path and as a full address", () => {
    expect(stillInterestedPath('7d0c1c1e')).toBe('/rental-application?listing=7d0c1c1e');
    expect(stillInterestedLink('https://rentals.example.ca', 'a b')).toBe(
      'https://rentals.example.ca/rental-application?listing=a+b',
    );
  });
});

describe('viewingsHandledByStaff', () => {
  it('is true for listings of the Viewings Management plan only', () => {
    expect(viewingsHandledByStaff({ planId: 7 })).toBe(true);
    expect(viewingsHandledByStaff({ planId: 5 })).toBe(false);
    expect(viewingsHandledByStaff({ planId: null })).toBe(false);
  });
});
