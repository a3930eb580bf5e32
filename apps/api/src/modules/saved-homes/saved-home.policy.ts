import { hasModulePermission } from '@rentals/domain/users/rules';
import type { Viewer } from '../../graphql/context';

/*
 * Who reads what of saved homes. A saved home is its renter's alone: every service call is keyed
 * by the viewer, so another account cannot name one. How many renters saved a listing is for its
 * owner and staff who may view listings, never who saved it.
 */

/** The number of renters who saved a listing: its owner and staff with listings view. */
export function canSeeSaveCount(viewer: Viewer | null, listing: { ownerId: string }): boolean {
  return !!viewer && (viewer.id === listing.ownerId || hasModulePermission(viewer, 'listings', 'view'));
}
