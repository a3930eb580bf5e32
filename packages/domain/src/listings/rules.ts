import { todayIso } from '../dates';
import type { UserType } from '../users/enums';
import { hasModulePermission, isStaff, type AccessSubject } from '../users/rules';
import type { ListingStatus, Pet } from './enums';
import { SIGNED_LEASE_YEAR_MIN } from './limits';

/** The flags of a listing the status display reads. */
export interface ListingFlags {
  isapproved: boolean;
  isHidden: boolean;
}

/**
 * Whether a viewer sees the approval-aware status (spec/01 §4): the listing's owner and landlords
 * see Pending Approval / Inactive / Active; anyone else (staff, renters, visitors) Available / Unavailable.
 */
export function seesApprovalStatus(
  viewer: { id: string; userType: UserType } | null | undefined,
  ownerId: string | null,
): boolean {
  return !!viewer && (viewer.id === ownerId || viewer.userType === 'LANDLORD');
}

/** The status shown for a listing (spec/01 §4 table), in the table's order of precedence. */
export function listingStatus(listing: ListingFlags, approvalAware: boolean): ListingStatus {
  if (approvalAware) {
    if (!listing.isapproved) return 'PENDING_APPROVAL';
    return listing.isHidden ? 'INACTIVE' : 'ACTIVE';
  }
  return listing.isHidden ? 'UNAVAILABLE' : 'AVAILABLE';
}

/**
 * What staff see beside the status (issue 14): staff read Available / Unavailable like renters
 * (spec/01 §4), which says nothing of review, so a listing not approved yet also shows Pending
 * Approval. Null when approved, or when the status shown already says so (the owner's view).
 */
export function approvalBesideStatus(
  listing: Pick<ListingFlags, 'isapproved'>,
  shown: ListingStatus,
): 'PENDING_APPROVAL' | null {
  return !listing.isapproved && shown !== 'PENDING_APPROVAL' ? 'PENDING_APPROVAL' : null;
}

/** Staff creations are approved at once; a landlord's starts as Pending Approval (spec/03 §6). */
export function isAutoApproved(creator: Pick<AccessSubject, 'userType'>): boolean {
  return isStaff(creator);
}

/**
 * Who may open Add Property (spec/03 §6): landlords, and staff with the listings add flag. Renters,
 * guests and unverified users get the no-access error (their list-with-us flow comes with billing).
 */
export function mayCreateListing(user: AccessSubject | null | undefined): boolean {
  return !!user && (user.userType === 'LANDLORD' || hasModulePermission(user, 'listings', 'add'));
}

/**
 * Contact for Pricing in edit mode (spec/03 §3.7a): on when the stored monthly price is missing,
 * empty or 0.
 */
export function isContactForPricing(monthlyPrice: number | string | null | undefined): boolean {
  return monthlyPrice == null || monthlyPrice === '' || Number(monthlyPrice) === 0;
}

/** Choosing 'Contact for Pricing!' clears the price and deposit; choosing 'Price' keeps them (spec/01 §4). */
export function applyPricingMode<T extends { monthlyPrice?: number | null; deposit?: number | null }>(
  unit: T,
  contactForPricing: boolean,
): T {
  return contactForPricing ? { ...unit, monthlyPrice: null, deposit: null } : unit;
}

/**
 * The pets multi-select (spec/03 §5): choosing none clears the others, choosing any other removes none.
 */
export function togglePet(selected: readonly Pet[], pet: Pet, checked: boolean): Pet[] {
  if (!checked) return selected.filter((p) => p !== pet);
  if (pet === 'none') return ['none'];
  return [...selected.filter((p) => p !== 'none' && p !== pet), pet];
}

/** Whether a set of pet flags respects 'none' exclusivity. */
export function petsAreConsistent(pets: Partial<Record<Pet, boolean | null | undefined>>): boolean {
  return !pets.none || !(pets.cat || pets.dog || pets.other);
}

/** Latest accepted year of construction: the current year (spec/01 §5). */
export function latestConstructionYear(now: Date = new Date()): number {
  return now.getFullYear();
}

/** Amounts have at most two decimals (step 0.01 CAD). */
export function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * What marking a listing as rented changes (spec/01 §4): hidden, lease date and rented price recorded,
 * the disable-listing choice and tenant names kept, the premium cleared with its period reset to now.
 */
export function markRentedChanges(
  input: {
    signedLeaseDate: string;
    rentedPrice: number;
    disableListing: '0' | '1';
    tenantNames?: string | null;
  },
  now: Date,
) {
  return {
    isHidden: true,
    signedLeaseDate: input.signedLeaseDate,
    rentedPrice: input.rentedPrice,
    disableListing: input.disableListing,
    tenantNames: input.tenantNames ?? null,
    isPremium: false,
    premiumName: null,
    premiumStart: now,
    premiumEnd: now,
  };
}

/**
 * What making a hidden listing available again changes (spec/01 §4 availability toggle, and the
 * owner's 'Make available again'): shown again, staff's unavailability reason cleared. The rented
 * price and signed lease date stay: the export reports them.
 */
export function availableAgainChanges() {
  return { isHidden: false, availablityStatus: null, unavailableMessage: null, unpublishedReason: null };
}

/**
 * What the owner's 'It's rented' answer to a 'Still available?' e-mail changes: what marking it
 * rented changes, less the lease date and rented price the one-click link cannot ask for (the
 * ones recorded before, if any, stay).
 */
export function rentedByLinkChanges(now: Date) {
  return { isHidden: true, isPremium: false, premiumName: null, premiumStart: now, premiumEnd: now };
}

/**
 * What the owner's 'Still available' changes: the confirmation time, and a listing unpublished for
 * want of that confirmation back on the market (any other hidden listing stays hidden: its owner
 * or staff hid it for a reason a confirmation does not answer).
 */
export function stillAvailableChanges(
  listing: { isHidden: boolean; unpublishedReason: string | null },
  now: Date,
) {
  const back = listing.isHidden && listing.unpublishedReason === 'NOT_CONFIRMED';
  return { availabilityConfirmedAt: now, ...(back ? availableAgainChanges() : {}) };
}

/**
 * What unpublishing a listing left unconfirmed changes (availability-confirmation.ts): hidden,
 * with the reason its owner's dashboard shows; its boost is left to run out, as when staff hide it.
 */
export function unconfirmedUnpublishChanges() {
  return { isHidden: true, unpublishedReason: 'NOT_CONFIRMED' as const };
}

/**
 * What is wrong with a signed lease date (YYYY-MM-DD), as a validation message key: a date after
 * `today` is not signed yet ('notFuture'), one before 1900 is a typo ('dateBeforeYear'). The
 * owner's 'Mark as rented' and staff's 'Mark Listing as Unavailable' both check it.
 */
export function signedLeaseDateIssue(
  date: string,
  today: string = todayIso(),
): 'notFuture' | 'dateBeforeYear' | null {
  if (date > today) return 'notFuture';
  if (date < `${SIGNED_LEASE_YEAR_MIN}-01-01`) return 'dateBeforeYear';
  return null;
}

/** The 'Showing x-y of total results' numbers for a page (spec/01 §2): 0-0 when empty. */
export function resultRange(skip: number, pageLength: number, total: number) {
  return pageLength ? { from: skip + 1, to: skip + pageLength, total } : { from: 0, to: 0, total };
}
