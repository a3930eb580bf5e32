import { LOGGED_IN, STAFF_VIEW_USERS } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';
import { MY_DATA_EXPORT, PRIVACY_REQUESTS, REQUEST_DATA_EXPORT, RETRY_DATA_EXPORT } from './test-privacy';

/** Privacy requests (privacy.graphql.ts): each signed-in user asks for their own data; staff with users view list the requests; staff with users edit retry a failed export. */
export const PRIVACY_ROWS: Row[] = [
  { operation: 'myDataExport', allowed: LOGGED_IN, run: q(MY_DATA_EXPORT) },
  { operation: 'requestDataExport', allowed: LOGGED_IN, run: q(REQUEST_DATA_EXPORT) },
  { operation: 'privacyRequests', allowed: STAFF_VIEW_USERS, run: q(PRIVACY_REQUESTS) },
  {
    operation: 'retryDataExport',
    // Staff with users edit: the demo sub-admin set only views users.
    allowed: ['ADMIN'],
    run: q(RETRY_DATA_EXPORT, () => ({ id: '00000000-0000-4000-8000-000000000000' })),
  },
];
