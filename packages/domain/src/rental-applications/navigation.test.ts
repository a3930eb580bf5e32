import { describe, expect, it } from 'vitest';
import { RENTAL_APPLICATION_PAGE_ORDER, type ApplyingAs, type RentalApplicationPage } from './enums';
import { isPageVisible, nextPage, previousPage, visiblePages } from './navigation';

/** Each page with where back and next lead: [page, back, next]. */
const TABLE: Record<
  ApplyingAs,
  [RentalApplicationPage, RentalApplicationPage | null, RentalApplicationPage | null][]
> = {
  tenant: [
    [-1, null, 0],
    [0, null, 1],
    [1, 0, 2],
    [2, 1, 3],
    [3, 2, 4],
    [4, 3, 5],
    [5, 4, 6],
    [6, 5, 7],
    [7, 6, null],
  ],
  guarantor: [
    [-1, null, 0],
    [0, null, 1],
    [1, 0, 2],
    [2, 1, 3],
    [3, 2, 6],
    // Hidden pages: only reachable through a draft saved as a tenant; they lead to visible pages.
    [4, 3, 6],
    [5, 3, 6],
    [6, 3, 7],
    [7, 6, null],
  ],
};

describe('wizard navigation', () => {
  for (const applyingAs of ['tenant', 'guarantor'] as const) {
    it.each(TABLE[applyingAs])(
      `for a ${applyingAs}, page %i goes back to %s and on to %s`,
      (page, back, next) => {
        expect([previousPage(page, applyingAs), nextPage(page, applyingAs)]).toEqual([back, next]);
      },
    );
  }

  it('hides Vehicles and Co-occupants from a guarantor only', () => {
    expect(visiblePages('tenant')).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(visiblePages('')).toEqual(RENTAL_APPLICATION_PAGE_ORDER);
    expect(visiblePages('guarantor')).toEqual([-1, 0, 1, 2, 3, 6, 7]);
    expect([
      isPageVisible(4, 'guarantor'),
      isPageVisible(5, 'guarantor'),
      isPageVisible(5, 'tenant'),
    ]).toEqual([false, false, true]);
  });

  it('never leads a guarantor to a hidden page, whichever way and wherever they are', () => {
    for (const page of RENTAL_APPLICATION_PAGE_ORDER)
      for (const to of [nextPage(page, 'guarantor'), previousPage(page, 'guarantor')])
        expect([page, to === null || isPageVisible(to, 'guarantor')]).toEqual([page, true]);
  });
});
