import { ADMIN_ROWS } from './admin.rows';
import { runAuthorizationTable } from './table';

runAuthorizationTable(ADMIN_ROWS);
