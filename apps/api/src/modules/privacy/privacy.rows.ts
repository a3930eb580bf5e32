import { LOGGED_IN, STAFF_VIEW_USERS } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';
import { MY_DATA_EXPORT, PRIVACY_REQUESTS, REQUEST_DATA_EXPORT } from './test-privacy';

/** Privacy requests (privacy.graphql.ts): each signed-in user asks for their own data; staff with users view list the requests. */
export const PRIVACY_ROWS: Row[] = [
  { operation: 'myDataExport', allowed: LOGGED_IN, run: q(MY_DATA_EXPORT) },
  { operation: 'requestDataExport', allowed: LOGGED_IN, run: q(REQUEST_DATA_EXPORT) },
  { operation: 'privacyRequests', allowed: STAFF_VIEW_USERS, run: q(PRIVACY_REQUESTS) },
];
