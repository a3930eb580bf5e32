import { hasModulePermission } from '@rentals/domain/users/rules';
import type { Viewer } from '../../graphql/context';

/**
 * Who may write listing data: landlords, and staff with the listings add or edit permission (ADMIN
 * always). Cities, neighbourhoods and descriptions are made while creating or editing a listing,
 * so they share this rule (spec/03 §6); everyone else gets NO_ACCESS.
 */
export const LISTING_AUTHOR_SCOPES = {
  userType: 'LANDLORD',
  staff: 'listings:add',
  $any: { staff: 'listings:edit' },
} as const;

/** The places awaiting review are listed to staff who may view listings. */
export const PLACE_REVIEW_VIEW_SCOPES = { staff: 'listings:view' } as const;
/** Staff who may edit listings accept new places (ADMIN always). */
export const PLACE_REVIEW_SCOPES = { staff: 'listings:edit' } as const;

/**
 * A neighbourhood's featured flag and popularity order the public lists, so only staff who review
 * places set them (the same permission as PLACE_REVIEW_SCOPES); a landlord's address never does.
 */
export function canRankPlaces(viewer: Viewer | null): boolean {
  return hasModulePermission(viewer, 'listings', 'edit');
}
