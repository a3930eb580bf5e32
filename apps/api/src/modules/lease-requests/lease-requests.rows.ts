import { LOGGED_IN, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { CREATE_LEASE_REQUEST, sentLeaseRequest, validLeaseRequest } from './test-lease-requests';

/**
 * Staff who handle lease requests: leases view and edit (the demo sub-admin has neither, so only
 * admins here; a sub-admin given the flags is tested in lease-requests.test.ts).
 */
const LEASES_STAFF: Role[] = ['ADMIN'];
/** Who may send one: landlords and staff; renters and others are told why not. */
const SENDERS: Role[] = ['LANDLORD', 'SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'];

/** Lease requests (modules/lease-requests). */
export const LEASE_REQUEST_ROWS: Row[] = [
  {
    operation: 'createLeaseRequest',
    allowed: SENDERS,
    refusal: (role) => (role === 'visitor' ? 'UNAUTHENTICATED' : 'LEASE_REQUEST_NOT_LANDLORD'),
    run: q(CREATE_LEASE_REQUEST, () => ({ data: validLeaseRequest() })),
  },
  {
    operation: 'myLeaseRequests',
    allowed: LOGGED_IN,
    run: q('query { myLeaseRequests { count items { id status staffNote } } }'),
  },
  {
    operation: 'leaseRequests',
    allowed: LEASES_STAFF,
    run: q('query { leaseRequests { id requester { email } } }'),
  },
  {
    operation: 'leaseRequestsConnection',
    allowed: LEASES_STAFF,
    run: q('query { leaseRequestsConnection { aggregate { count } } }'),
  },
  {
    operation: 'updateLeaseRequest',
    case: "another landlord's request",
    allowed: LEASES_STAFF,
    run: async (api: TestApi, actors: Actors) =>
      api.execute(
        'mutation($id: ID!) { updateLeaseRequest(id: $id, status: IN_PROGRESS) { id status } }',
        { id: await sentLeaseRequest(api) },
        { token: actors.self?.token },
      ),
  },
];
