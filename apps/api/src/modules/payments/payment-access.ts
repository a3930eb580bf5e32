import { RENTER_LISTING_ROLES } from '@rentals/domain/listings/list-with-us';
import type { PosterRole } from '@rentals/domain/listings/enums';
import { actsAsStaff, hasModulePermission } from '@rentals/domain/users/rules';
import type { PaymentRow } from '../../db/schema/payments';
import type { Viewer } from '../../graphql/context';

/*
 * Who may pay (spec/03 §6): staff and landlords; a renter or unverified account only for a listing
 * they post as a lease assignor or sub-lessor. Anyone else gets 'Unauthorized Access'. Only the
 * listing's owner pays for it: staff do not pay on a landlord's behalf.
 */

export function mayPay(viewer: Viewer, listingRole: string | null): boolean {
  // Staff without two-factor on are refused like any account that is not a landlord.
  if (viewer.userType === 'LANDLORD' || actsAsStaff(viewer)) return true;
  if (viewer.userType === 'RENTER' || viewer.userType === 'UNVERIFIED') {
    return RENTER_LISTING_ROLES.includes(listingRole as PosterRole);
  }
  return false;
}

/** A payment is seen by its payer, and by staff who may view boosted listings (the back office). */
export function canViewPayment(viewer: Viewer | null, payment: Pick<PaymentRow, 'userId'>): boolean {
  if (!viewer) return false;
  return payment.userId === viewer.id || hasModulePermission(viewer, 'boostListings', 'view');
}
