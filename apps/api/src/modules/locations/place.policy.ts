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
