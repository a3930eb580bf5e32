import {
  RENTAL_APPLICATION_PAGE_ORDER,
  RENTAL_APPLICATION_PAGES,
  type ApplyingAs,
  type RentalApplicationPage,
} from './enums';

/*
 * Moving between the wizard's pages (spec/02 §2). A guarantor has no Vehicles (4) and no
 * Co-occupants (5) page. The spec words this as two jumps, 'forward from 3 to 6' and 'back from 5
 * to 2'; read literally the second would need a guarantor to stand on page 5, which is hidden from
 * them, and would skip page 3 they just left. Both jumps are read here as one rule: a guarantor
 * steps over the hidden pages in either direction, so forward from 3 is 6 and back from 6 is 3, and
 * a guarantor never lands on 4 or 5. Should a guarantor be on a hidden page anyway (a draft saved
 * there as a tenant, then switched), back and next go to the nearest page they can see: back from
 * 4 or 5 is 3, next is 6. Whether a move is allowed (the page's rules pass) is validation.ts's.
 */

const GUARANTOR_HIDDEN_PAGES: readonly RentalApplicationPage[] = [
  RENTAL_APPLICATION_PAGES.VEHICLES,
  RENTAL_APPLICATION_PAGES.CO_OCCUPANTS,
];

/** The pages shown as tabs, in order. Before applyingAs is chosen, as for a tenant. */
export function visiblePages(applyingAs: ApplyingAs | ''): readonly RentalApplicationPage[] {
  if (applyingAs !== 'guarantor') return RENTAL_APPLICATION_PAGE_ORDER;
  return RENTAL_APPLICATION_PAGE_ORDER.filter((page) => !GUARANTOR_HIDDEN_PAGES.includes(page));
}

export function isPageVisible(page: RentalApplicationPage, applyingAs: ApplyingAs | ''): boolean {
  return visiblePages(applyingAs).includes(page);
}

/** The page the next arrow leads to, or null on the signature page (it has Submit! instead). */
export function nextPage(
  page: RentalApplicationPage,
  applyingAs: ApplyingAs | '',
): RentalApplicationPage | null {
  return visiblePages(applyingAs).find((p) => p > page) ?? null;
}

/** The page the back arrow leads to, or null on the intro and the offer page (they have no back). */
export function previousPage(
  page: RentalApplicationPage,
  applyingAs: ApplyingAs | '',
): RentalApplicationPage | null {
  if (page <= RENTAL_APPLICATION_PAGES.OFFER) return null;
  return visiblePages(applyingAs).findLast((p) => p < page) ?? null;
}
