import { LISTINGS_ROWS } from './listings.rows';
import { runAuthorizationTable } from './table';

runAuthorizationTable(LISTINGS_ROWS);
