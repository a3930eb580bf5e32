import { LISTING_EDITORS } from '../../test/authorization/roles';
import { onListing, type Row } from '../../test/authorization/table';

/** Risk signals on a listing (listing-risk.graphql.ts): staff who review or view listings only. */
export const LISTING_RISK_ROWS: Row[] = [
  {
    operation: 'listing',
    case: 'riskSignals',
    allowed: LISTING_EDITORS,
    run: onListing('query($id: ID!) { listing(id: $id) { id riskSignals { code } } }', (l) => ({ id: l.id })),
  },
];
