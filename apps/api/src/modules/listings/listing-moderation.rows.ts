import { LISTING_EDITORS, listingStateRefusal } from '../../test/authorization/roles';
import { onListing, onPendingListing, q, type Row } from '../../test/authorization/table';

/**
 * Staff listing administration (modules/admin-listings, the audit trail of modules/admin) and the map
 * tracker (modules/admin-map).
 */
export const ADMIN_LISTINGS_ROWS: Row[] = [
  // Staff listing administration: the demo sub-admin has listings and requestedListings view + edit.
  ...(
    [
      ['adminAccessListing', '{ adminAccessListing(first: 1) { id } }'],
      ['adminTotalListing', '{ adminTotalListing }'],
      ['adminActiveListingCount', '{ adminActiveListingCount }'],
      ['adminAvailableListing', '{ adminAvailableListing(first: 1, isHidden: true) { id } }'],
      ['adminUnavailableListing', '{ adminUnavailableListing(first: 1) { id } }'],
      ['searchBuilding', '{ searchBuilding(search: "a", take: 1) { id } }'],
      ['listingSearchCount', '{ listingSearchCount(search: "a") }'],
      ['requestedListings', '{ requestedListings(first: 1) { id } }'],
      ['requestLisitngCount', '{ requestLisitngCount { count } }'],
    ] as const
  ).map(([operation, query]): Row => ({ operation, allowed: LISTING_EDITORS, run: q(query) })),
  {
    operation: 'auditTrail',
    case: 'of a listing',
    allowed: LISTING_EDITORS,
    run: onListing('query($id: ID!) { auditTrail(entityType: LISTING, entityId: $id) { id } }', (l) => ({
      id: l.id,
    })),
  },
  {
    operation: 'activeListing',
    allowed: LISTING_EDITORS,
    refusal: listingStateRefusal,
    run: onListing('mutation($id: ID!) { activeListing(where: { id: $id }) { id } }', (l) => ({ id: l.id })),
  },
  {
    operation: 'deactivateSearchListing',
    allowed: LISTING_EDITORS,
    refusal: listingStateRefusal,
    run: onListing(
      'mutation($id: ID!) { deactivateSearchListing(where: { id: $id }, data: { availablityStatus: NOT_RENTED }) { id } }',
      (l) => ({ id: l.id }),
    ),
  },
  {
    operation: 'approveListing',
    case: 'a pending listing',
    allowed: LISTING_EDITORS,
    run: onPendingListing('mutation($id: ID!) { approveListing(where: { id: $id }) { id } }'),
  },
  {
    operation: 'rejectListing',
    case: 'a pending listing',
    allowed: LISTING_EDITORS,
    run: onPendingListing(
      'mutation($id: ID!) { rejectListing(where: { id: $id }, reason: "Blurry pictures") { id } }',
    ),
  },
  // The map tracker (listings view).
  {
    operation: 'internalMapListings',
    allowed: LISTING_EDITORS,
    run: q('{ internalMapListings(state: [PENDING]) { id } }'),
  },
  {
    operation: 'singleMapBuilding',
    allowed: LISTING_EDITORS,
    run: onListing('query($id: ID!) { singleMapBuilding(id: $id, isMap: true) { id } }', (l) => ({
      id: l.id,
    })),
  },
];
