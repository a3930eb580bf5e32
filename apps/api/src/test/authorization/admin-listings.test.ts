import { ADMIN_LISTINGS_ROWS } from './admin-listings.rows';
import { runAuthorizationTable } from './table';

runAuthorizationTable(ADMIN_LISTINGS_ROWS);
