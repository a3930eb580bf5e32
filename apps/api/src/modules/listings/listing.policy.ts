import { isPubliclyVisible } from '@rentals/domain/listings/states';
import { mayCreateListing } from '@rentals/domain/listings/rules';
import { hasModulePermission } from '@rentals/domain/users/rules';
import type { Viewer } from '../../graphql/context';

/** The parts of a listing the access rules look at. */
export interface ListingAccess {
  ownerId: string;
  isapproved: boolean;
  isHidden: boolean;
  activate: boolean;
}

const isOwner = (viewer: Viewer | null, listing: Pick<ListingAccess, 'ownerId'>) =>
  !!viewer && viewer.id === listing.ownerId;

/** Landlords and staff with the listings add flag create listings (spec/03 §6). */
export function canCreateListing(viewer: Viewer | null): boolean {
  return mayCreateListing(viewer);
}

/**
 * Everyone sees an approved, visible, active listing; a pending or hidden one only its owner and
 * staff who may view listings. For anyone else it does not exist (LISTING_NOT_FOUND).
 */
export function canViewListing(viewer: Viewer | null, listing: ListingAccess): boolean {
  return (
    isPubliclyVisible(listing) || isOwner(viewer, listing) || hasModulePermission(viewer, 'listings', 'view')
  );
}

/** Owners change their own listings; ADMIN always; SUB_ADMIN with the listings edit flag. */
export function canEditListing(viewer: Viewer | null, listing: ListingAccess): boolean {
  return isOwner(viewer, listing) || hasModulePermission(viewer, 'listings', 'edit');
}

/** Owners delete their own listings; ADMIN always; SUB_ADMIN with the listings delete flag. */
export function canDeleteListing(viewer: Viewer | null, listing: ListingAccess): boolean {
  return isOwner(viewer, listing) || hasModulePermission(viewer, 'listings', 'delete');
}

/** The owner's e-mail is shown to the owner and to staff who may view listings, never to the public. */
export function canSeeOwnerEmail(viewer: Viewer | null, listing: Pick<ListingAccess, 'ownerId'>): boolean {
  return isOwner(viewer, listing) || hasModulePermission(viewer, 'listings', 'view');
}

/**
 * A listing's moderation facts (approval, rejection and its reason, why it is unavailable, where
 * the tenant was found) are for its owner and staff who may view listings; null for anyone else.
 */
export function canSeeModeration(viewer: Viewer | null, listing: Pick<ListingAccess, 'ownerId'>): boolean {
  return isOwner(viewer, listing) || hasModulePermission(viewer, 'listings', 'view');
}

/**
 * The availability toggle and 'Mark Listing as Unavailable' on any listing (spec/01 §4 item 8):
 * staff with listings edit. Owners mark their own listing rented through markListingRented.
 */
export function canModerateListings(viewer: Viewer | null): boolean {
  return hasModulePermission(viewer, 'listings', 'edit');
}

/** The export of every listing, property-data.xlsx: staff who may view listings. */
export function canExportListings(viewer: Viewer | null): boolean {
  return hasModulePermission(viewer, 'listings', 'view');
}
