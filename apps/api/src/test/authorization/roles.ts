import type { UserType } from '@rentals/domain/users/enums';

/** The callers of the role × operation table: a visitor, each user type, a sub-admin without module flags. */
export type Role = 'visitor' | UserType | 'SUB_ADMIN_NONE';
export const ROLES: Role[] = [
  'visitor',
  'UNVERIFIED',
  'RENTER',
  'GUEST',
  'LANDLORD',
  'SUB_ADMIN',
  'SUB_ADMIN_NONE',
  'ADMIN',
];
export const LOGGED_IN = ROLES.filter((r) => r !== 'visitor');
export const STAFF_VIEW_USERS: Role[] = ['SUB_ADMIN', 'ADMIN']; // the demo sub-admin set has users:view, not users:edit
/** Listing writers: landlords and staff with listings add or edit (the demo sub-admin set has listings edit). */
export const LISTING_AUTHORS: Role[] = ['LANDLORD', 'SUB_ADMIN', 'ADMIN'];
/** Listing creators: landlords and staff with listings add (the demo sub-admin set has edit, not add). */
export const LISTING_CREATORS: Role[] = ['LANDLORD', 'ADMIN'];
/** Who may change another landlord's listing (staff with listings edit); the demo sub-admin also views listings and reviews requested ones. */
export const LISTING_EDITORS: Role[] = ['SUB_ADMIN', 'ADMIN'];
/** Who has a landlord listing page: landlords and staff with listings view. */
export const LANDLORD_LISTS: Role[] = ['LANDLORD', 'SUB_ADMIN', 'ADMIN'];

/** Codes that mean "not allowed"; any other answer (data or a business error) means the call got through. */
export const DENIED = new Set([
  'UNAUTHENTICATED',
  'NO_ACCESS',
  'NO_EDIT_ACCESS',
  'UNAUTHORIZED_ROLE',
  'USER_TYPE_CHANGE_NOT_ALLOWED',
  // A conversation the caller is not in answers as one that does not exist (modules/messaging).
  'ROOM_NOT_FOUND',
  // So does a viewing the caller takes no part in (modules/viewings).
  'VIEWING_NOT_FOUND',
  // And a rental application the caller may not see (modules/rental-applications).
  'RENTAL_APPLICATION_NOT_FOUND',
  // And another user's saved search (modules/saved-searches).
  'SAVED_SEARCH_NOT_FOUND',
  // A lease request from an account that is neither a landlord nor staff (modules/lease-requests).
  'LEASE_REQUEST_NOT_LANDLORD',
  // A lease the caller may not see, a ceremony that is not theirs, a listing not theirs (modules/leases).
  'LEASE_NOT_FOUND',
  'LEASE_NOT_A_SIGNER',
  'LEASE_NOT_YOUR_LISTING',
  // Staff asking the team about a plan for a listing: plan requests come from owners (modules/plans).
  'PREMIUM_REQUEST_BY_STAFF',
  // Listing with us as a role the account may not take (modules/listings list-with-us).
  'LIST_WITH_US_USER_UNAUTHORIZED',
  // Paying as a role that may not pay, for a listing not one's own; another's payment reads as none (modules/payments).
  'PAYMENT_UNAUTHORIZED',
  'PAYMENT_NOT_OWNER',
  'PAYMENT_NOT_FOUND',
  // A saved home of someone else reads as one the caller never saved (modules/saved-homes).
  'SAVED_HOME_NOT_FOUND',
]);

/**
 * A listing state change (spec/01 §4 item 8): staff without listings edit get 'You don't have an
 * access' (NO_EDIT_ACCESS); other signed-in users the generic NO_ACCESS; visitors UNAUTHENTICATED.
 */
export const listingStateRefusal = (role: Role) =>
  role === 'visitor' ? 'UNAUTHENTICATED' : role === 'SUB_ADMIN_NONE' ? 'NO_EDIT_ACCESS' : 'NO_ACCESS';
