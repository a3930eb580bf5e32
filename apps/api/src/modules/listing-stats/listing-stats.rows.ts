import { LISTING_EDITORS, ROLES } from '../../test/authorization/roles';
import { onListing, type Row } from '../../test/authorization/table';

const STATS = 'query($id: ID!) { listingStats(id: $id) { totals { views } } }';

/** Listing analytics (listing-stats.graphql.ts): figures for the owner and staff; counting is public. */
export const LISTING_STATS_ROWS: Row[] = [
  {
    operation: 'listingStats',
    case: 'own listing',
    allowed: ['LANDLORD', 'SUB_ADMIN', 'ADMIN'],
    run: onListing(STATS, (l) => ({ id: l.id }), 'own'),
  },
  {
    operation: 'listingStats',
    case: "another landlord's listing",
    allowed: LISTING_EDITORS,
    run: onListing(STATS, (l) => ({ id: l.id })),
  },
  {
    operation: 'recordListingView',
    allowed: ROLES,
    run: onListing('mutation($id: ID!) { recordListingView(id: $id) }', (l) => ({ id: l.id })),
  },
  {
    operation: 'recordListingEvent',
    allowed: ROLES,
    run: onListing('mutation($id: ID!) { recordListingEvent(id: $id, kind: CONTACT_CLICK) }', (l) => ({
      id: l.id,
    })),
  },
];
