import { describe, expect, it } from 'vitest';
import { BATHROOMS, BEDROOMS, BEDROOM_LABELS } from './enums';
import { BUILDING_AMENITIES, UNIT_AMENITIES, UNIT_APPLIANCES } from './features';
import {
  applyPricingMode,
  approvalBesideStatus,
  hasCents,
  isAutoApproved,
  isContactForPricing,
  latestConstructionYear,
  listingStatus,
  markRentedChanges,
  mayCreateListing,
  petsAreConsistent,
  resultRange,
  seesApprovalStatus,
  togglePet,
} from './rules';
import { isPubliclyVisible } from './states';

const owner = { id: 'owner', userType: 'LANDLORD' as const };

describe('listing status display (spec/01 §4)', () => {
  it.each([
    [{ isapproved: false, isHidden: false }, 'PENDING_APPROVAL', 'AVAILABLE'],
    [{ isapproved: false, isHidden: true }, 'PENDING_APPROVAL', 'UNAVAILABLE'],
    [{ isapproved: true, isHidden: true }, 'INACTIVE', 'UNAVAILABLE'],
    [{ isapproved: true, isHidden: false }, 'ACTIVE', 'AVAILABLE'],
  ] as const)('%o: owner sees %s, others %s', (flags, ownerView, otherView) => {
    expect(listingStatus(flags, true)).toBe(ownerView);
    expect(listingStatus(flags, false)).toBe(otherView);
  });

  it('adds Pending Approval beside Available or Unavailable for a listing not approved yet', () => {
    expect(approvalBesideStatus({ isapproved: false }, 'AVAILABLE')).toBe('PENDING_APPROVAL');
    expect(approvalBesideStatus({ isapproved: false }, 'UNAVAILABLE')).toBe('PENDING_APPROVAL');
    expect(approvalBesideStatus({ isapproved: false }, 'PENDING_APPROVAL')).toBeNull();
    expect(approvalBesideStatus({ isapproved: true }, 'AVAILABLE')).toBeNull();
  });

  it('is approval-aware for the owner and landlords, not for staff, renters or visitors', () => {
    expect(seesApprovalStatus(owner, 'owner')).toBe(true);
    expect(seesApprovalStatus({ id: 'x', userType: 'LANDLORD' }, 'owner')).toBe(true);
    expect(seesApprovalStatus({ id: 'owner', userType: 'ADMIN' }, 'owner')).toBe(true);
    expect(seesApprovalStatus({ id: 'x', userType: 'ADMIN' }, 'owner')).toBe(false);
    expect(seesApprovalStatus({ id: 'x', userType: 'RENTER' }, 'owner')).toBe(false);
    expect(seesApprovalStatus(null, 'owner')).toBe(false);
  });

  it('shows the public only approved, visible, active listings', () => {
    expect(isPubliclyVisible({ isapproved: true, isHidden: false, activate: true })).toBe(true);
    expect(isPubliclyVisible({ isapproved: false, isHidden: false, activate: true })).toBe(false);
    expect(isPubliclyVisible({ isapproved: true, isHidden: true, activate: true })).toBe(false);
    expect(isPubliclyVisible({ isapproved: true, isHidden: false, activate: false })).toBe(false);
  });
});

describe('creation rights and approval (spec/03 §6)', () => {
  const subAdmin = (add: boolean) => ({
    userType: 'SUB_ADMIN' as const,
    permissions: [{ module: 'listings' as const, add, edit: false, delete: false, view: false }],
  });
  it('lets landlords, admins and sub-admins with listings add create', () => {
    expect(mayCreateListing({ userType: 'LANDLORD' })).toBe(true);
    expect(mayCreateListing({ userType: 'ADMIN' })).toBe(true);
    expect(mayCreateListing(subAdmin(true))).toBe(true);
    expect(mayCreateListing(subAdmin(false))).toBe(false);
    for (const userType of ['RENTER', 'GUEST', 'UNVERIFIED'] as const) {
      expect(mayCreateListing({ userType })).toBe(false);
    }
    expect(mayCreateListing(null)).toBe(false);
  });
  it('approves staff creations only', () => {
    expect(isAutoApproved({ userType: 'ADMIN' })).toBe(true);
    expect(isAutoApproved({ userType: 'SUB_ADMIN' })).toBe(true);
    expect(isAutoApproved({ userType: 'LANDLORD' })).toBe(false);
  });
});

describe('pricing mode (spec/03 §3.7a)', () => {
  it('is contact-for-pricing when the stored price is missing, empty or 0', () => {
    expect(isContactForPricing(null)).toBe(true);
    expect(isContactForPricing(undefined)).toBe(true);
    expect(isContactForPricing('')).toBe(true);
    expect(isContactForPricing(0)).toBe(true);
    expect(isContactForPricing('0')).toBe(true);
    expect(isContactForPricing(0.01)).toBe(false);
    expect(isContactForPricing(1800)).toBe(false);
  });
  it('clears price and deposit for Contact for Pricing, keeps them for Price', () => {
    expect(applyPricingMode({ monthlyPrice: 1800, deposit: 900, title: 'a' }, true)).toEqual({
      monthlyPrice: null,
      deposit: null,
      title: 'a',
    });
    expect(applyPricingMode({ monthlyPrice: 1800, deposit: 900 }, false)).toEqual({
      monthlyPrice: 1800,
      deposit: 900,
    });
  });
});

describe('pets multi-select (spec/03 §5)', () => {
  it('none clears the others; any other removes none', () => {
    expect(togglePet(['cat', 'dog'], 'none', true)).toEqual(['none']);
    expect(togglePet(['none'], 'cat', true)).toEqual(['cat']);
    expect(togglePet(['cat'], 'dog', true)).toEqual(['cat', 'dog']);
    expect(togglePet(['cat', 'dog'], 'cat', false)).toEqual(['dog']);
    expect(togglePet(['cat'], 'cat', true)).toEqual(['cat']);
  });
  it('checks none exclusivity of stored flags', () => {
    expect(petsAreConsistent({ none: true })).toBe(true);
    expect(petsAreConsistent({ cat: true, dog: true })).toBe(true);
    expect(petsAreConsistent({ none: true, other: true })).toBe(false);
    expect(petsAreConsistent({})).toBe(true);
  });
});

describe('amounts, years, ranges', () => {
  it('accepts whole cents only', () => {
    expect(hasCents(1800)).toBe(true);
    expect(hasCents(0.01)).toBe(true);
    expect(hasCents(199_999.99)).toBe(true);
    expect(hasCents(10.005)).toBe(false);
  });
  it('takes the current year as the latest year of construction', () => {
    expect(latestConstructionYear(new Date('2031-06-01T12:00:00Z'))).toBe(2031);
  });
  it("gives 'Showing x-y of total' numbers", () => {
    expect(resultRange(0, 10, 23)).toEqual({ from: 1, to: 10, total: 23 });
    expect(resultRange(20, 3, 23)).toEqual({ from: 21, to: 23, total: 23 });
    expect(resultRange(0, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('mark as rented (spec/01 §4)', () => {
  it('hides the listing, records the lease and clears the premium with its period at now', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(
      markRentedChanges(
        { signedLeaseDate: '2026-02-27', rentedPrice: 2100, disableListing: '1', tenantNames: 'Ana Roy' },
        now,
      ),
    ).toEqual({
      isHidden: true,
      signedLeaseDate: '2026-02-27',
      rentedPrice: 2100,
      disableListing: '1',
      tenantNames: 'Ana Roy',
      isPremium: false,
      premiumName: null,
      premiumStart: now,
      premiumEnd: now,
    });
  });
});

describe('option lists', () => {
  it('hold the spec counts', () => {
    expect(BUILDING_AMENITIES).toHaveLength(33);
    expect(UNIT_AMENITIES).toHaveLength(12);
    expect(UNIT_APPLIANCES).toHaveLength(12);
    expect(BATHROOMS).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8]);
    expect(BEDROOMS).toContain('TEN_BEDROOMS');
  });
  it('label every bedroom choice in both languages', () => {
    for (const value of BEDROOMS) {
      expect(BEDROOM_LABELS[value].en).toBeTruthy();
      expect(BEDROOM_LABELS[value].fr).toBeTruthy();
    }
    expect(BEDROOM_LABELS.ONE_BEDROOM.en).toBe('One Bedroom');
    expect(BEDROOM_LABELS.TEN_BEDROOMS.fr).toBe('Dix chambres');
  });
});
