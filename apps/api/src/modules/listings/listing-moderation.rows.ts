import { LISTING_EDITORS, listingStateRefusal } from '../../test/authorization/roles';
import { onListing, onPendingListing, q, type Row } from '../../test/authorization/table';

/**
 * Staff listing administration (listing-moderation.graphql.ts): the demo sub-admin has listings and
 * requestedListings view + edit.
 */
export const LISTING_MODERATION_ROWS: Row[] = [
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
];
