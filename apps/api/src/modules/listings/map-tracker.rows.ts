import { LISTING_EDITORS } from '../../test/authorization/roles';
import { onListing, q, type Row } from '../../test/authorization/table';

/** The properties map tracker (map-tracker.graphql.ts): staff with listings view. */
export const MAP_TRACKER_ROWS: Row[] = [
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
