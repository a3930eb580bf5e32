import { LOGGED_IN } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { REQUEST_FOR_VIEWING, sentRequest, validRequest } from './test-viewing-requests';

/**
 * Staff who handle requests for viewing: inbox view and edit (the demo sub-admin has neither, so
 * only admins here; a sub-admin given inbox flags is tested in viewing-requests.test.ts).
 */
const INBOX_STAFF = ['ADMIN'] as const;

const UPDATE = `mutation($id: ID!) { updateViewingRequest(id: $id, data: { status: IN_PROGRESS }) { id } }`;

/** Requests for viewing (modules/viewing-requests). */
export const VIEWING_REQUEST_ROWS: Row[] = [
  {
    operation: 'requestForViewing',
    allowed: LOGGED_IN,
    run: q(REQUEST_FOR_VIEWING, () => ({ data: validRequest() })),
  },
  {
    operation: 'createRentalEnquiry',
    case: 'a lead',
    allowed: LOGGED_IN,
    run: q(
      `mutation { createRentalEnquiry(data: { userType: LANDLORD, city: { city: "Toronto", province: "ON" }, phone: "4165550142", unitCount: 3 }) { request { id } } }`,
    ),
  },
  {
    operation: 'myViewingRequests',
    allowed: LOGGED_IN,
    run: q('query { myViewingRequests { id } }'),
  },
  {
    operation: 'myViewingPreferences',
    allowed: LOGGED_IN,
    run: q('query { myViewingPreferences { availabilityDays } }'),
  },
  {
    operation: 'viewingRequests',
    allowed: [...INBOX_STAFF],
    run: q('query { viewingRequests { count items { id requester { email } } } }'),
  },
  {
    operation: 'viewingRequestAssignees',
    allowed: [...INBOX_STAFF],
    run: q('query { viewingRequestAssignees { id } }'),
  },
  {
    operation: 'updateViewingRequest',
    case: "another renter's request",
    allowed: [...INBOX_STAFF],
    run: async (api: TestApi, actors: Actors) =>
      api.execute(UPDATE, { id: await sentRequest(api, actors.other) }, { token: actors.self?.token }),
  },
];
