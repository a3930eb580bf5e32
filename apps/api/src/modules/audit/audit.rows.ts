import { LISTING_EDITORS } from '../../test/authorization/roles';
import { onListing, type Row } from '../../test/authorization/table';

/** The audit trail (modules/audit) of a listing: staff with listings view. */
export const AUDIT_ROWS: Row[] = [
  {
    operation: 'auditTrail',
    case: 'of a listing',
    allowed: LISTING_EDITORS,
    run: onListing('query($id: ID!) { auditTrail(entityType: LISTING, entityId: $id) { id } }', (l) => ({
      id: l.id,
    })),
  },
];
