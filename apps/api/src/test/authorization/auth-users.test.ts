import { AUTH_USERS_ROWS } from './auth-users.rows';
import { runAuthorizationTable } from './table';

runAuthorizationTable(AUTH_USERS_ROWS);
