/*
 * The address of the rental application for one home: the wizard reads `listing` and `unit` from
 * it and fills in the property's address, listing and unit (spec/02 §2; issue 18). The listing and
 * unit pages' Apply links and the follow-up after a viewing all lead here.
 */

export const RENTAL_APPLICATION_PATH = '/rental-application';

export function rentalApplicationPath({
  listingId,
  unitId,
}: {
  listingId: string;
  unitId?: string | null;
}): string {
  const query = new URLSearchParams({ listing: listingId });
  if (unitId) query.set('unit', unitId);
  return `${RENTAL_APPLICATION_PATH}?${query.toString()}`;
}
