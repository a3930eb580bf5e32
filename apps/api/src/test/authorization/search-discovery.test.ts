import { SEARCH_DISCOVERY_ROWS } from './search-discovery.rows';
import { runAuthorizationTable } from './table';

runAuthorizationTable(SEARCH_DISCOVERY_ROWS);
