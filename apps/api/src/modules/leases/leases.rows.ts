import { sampleOntarioLeaseTerms } from '@rentals/domain/leases/sample-terms';
import { LOGGED_IN, ROLES, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { signingKey } from '../messaging/message-email-token';
import { createSignerToken } from '../../adapters/esign/signer-token';
import { sentLease } from './test-leases';

/*
 * Leases (modules/leases): a lease is seen by its parties and by staff with leases view, managed by
 * its landlord and staff with leases edit (the demo sub-admin has neither: admins only here), signed
 * by its signers, signed in or with their link. Each row acts on a lease of other users; a lease
 * the caller may not see answers LEASE_NOT_FOUND, a ceremony not theirs LEASE_NOT_A_SIGNER.
 */
const LEASES_STAFF: Role[] = ['ADMIN'];
const notFound = (role: Role) => (role === 'visitor' ? 'UNAUTHENTICATED' : 'LEASE_NOT_FOUND');
const notSigner = (role: Role) => (role === 'visitor' ? 'UNAUTHENTICATED' : 'LEASE_NOT_A_SIGNER');

/**
 * One sent lease per test API for the rows whose call leaves it as it was (a refusal, a read, a
 * state error): making one takes a whole application and a PDF, a second or more each, and the
 * table asks for one per row and role.
 */
const sharedLeases = new WeakMap<TestApi, ReturnType<typeof sentLease>>();
function sharedLease(api: TestApi) {
  let lease = sharedLeases.get(api);
  if (!lease) sharedLeases.set(api, (lease = sentLease(api)));
  return lease;
}

/**
 * Runs `query` with the id of another landlord's lease sent to another tenant: the shared one, or,
 * for a call that changes it (`changes`), a new one when the call is expected through.
 */
const onOthersLease =
  (query: string, { changes = false }: { changes?: boolean } = {}) =>
  async (api: TestApi, actors: Actors, { allowed }: { allowed: boolean }) => {
    const { lease } = await (changes && allowed ? sentLease(api) : sharedLease(api));
    return api.execute(query, { id: lease.id }, { token: actors.self?.token });
  };

/** The same with the tenant's e-mailed link, whoever holds it (opening changes nothing). */
const withTenantLink = (query: string) => async (api: TestApi, actors: Actors) => {
  const { lease } = await sharedLease(api);
  const tenant = lease.signers.find((s) => s.role === 'TENANT')!;
  const token = createSignerToken(signingKey(api.config), {
    leaseId: lease.id,
    signerId: tenant.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return api.execute(query, { id: lease.id, token }, { token: actors.self?.token });
};

const OPEN =
  'mutation($id: ID!, $token: String) { openLeaseSigning(leaseId: $id, token: $token) { isTurn } }';

export const LEASE_ROWS: Row[] = [
  {
    operation: 'lease',
    case: "another landlord's lease",
    allowed: LEASES_STAFF,
    refusal: notFound,
    run: onOthersLease('query($id: ID!) { lease(id: $id) { id events { kind } } }'),
  },
  { operation: 'leases', allowed: LOGGED_IN, run: q('{ leases { count items { id } } }') },
  {
    operation: 'leasesConnection',
    allowed: LOGGED_IN,
    run: q('{ leasesConnection { aggregate { count } } }'),
  },
  {
    operation: 'leaseView',
    case: "another landlord's lease",
    allowed: LEASES_STAFF,
    refusal: notFound,
    run: onOthersLease('query($id: ID!) { leaseView(leaseId: $id) }'),
  },
  {
    operation: 'verifyLeaseDocument',
    allowed: ROLES,
    run: q(`{ verifyLeaseDocument(sha256: "${'0'.repeat(64)}") { valid } }`),
  },
  {
    operation: 'createLease',
    case: "on another landlord's listing",
    // Staff with leases add prepare leases for landlords.
    allowed: LEASES_STAFF,
    refusal: (role) => (role === 'visitor' ? 'UNAUTHENTICATED' : 'LEASE_NOT_YOUR_LISTING'),
    run: async (api, actors) => {
      const { listingId, unitId } = await sharedLease(api);
      const terms = sampleOntarioLeaseTerms(new Date());
      return api.execute(
        'mutation($data: JSON!) { createLease(data: $data, landlordLegalName: "X Inc.") { id } }',
        { data: { listingId, unitId, terms } },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'sendLease',
    case: "another landlord's lease",
    allowed: LEASES_STAFF,
    refusal: notFound,
    // Staff get through to the status machine: the lease was sent already.
    run: onOthersLease('mutation($id: ID!) { sendLease(leaseId: $id) { id } }'),
  },
  {
    operation: 'voidLease',
    case: "another landlord's lease",
    allowed: LEASES_STAFF,
    refusal: notFound,
    run: onOthersLease('mutation($id: ID!) { voidLease(leaseId: $id, reason: "Wrong unit") { id } }', {
      changes: true,
    }),
  },
  {
    operation: 'remindLeaseSigners',
    case: "another landlord's lease",
    allowed: LEASES_STAFF,
    refusal: notFound,
    run: onOthersLease('mutation($id: ID!) { remindLeaseSigners(leaseId: $id) { id } }'),
  },
  {
    operation: 'openLeaseSigning',
    case: 'a lease the caller does not sign',
    allowed: [],
    refusal: notSigner,
    run: onOthersLease('mutation($id: ID!) { openLeaseSigning(leaseId: $id) { isTurn } }'),
  },
  {
    operation: 'openLeaseSigning',
    case: "with the signer's link",
    allowed: ROLES,
    run: withTenantLink(OPEN),
  },
  {
    operation: 'consentToLeaseSigning',
    case: 'a lease the caller does not sign',
    allowed: [],
    refusal: notSigner,
    run: onOthersLease('mutation($id: ID!) { consentToLeaseSigning(leaseId: $id) { consented } }'),
  },
  {
    operation: 'saveLeaseSigningProgress',
    case: 'a lease the caller does not sign',
    allowed: [],
    refusal: notSigner,
    run: onOthersLease(
      'mutation($id: ID!) { saveLeaseSigningProgress(leaseId: $id, placesDone: [SIGNATURE]) { placesLeft } }',
    ),
  },
  {
    operation: 'signLease',
    case: 'a lease the caller does not sign',
    allowed: [],
    refusal: notSigner,
    run: onOthersLease(
      'mutation($id: ID!) { signLease(leaseId: $id, signature: { kind: "TYPED", text: "Some One", initials: "SO" }) { isTurn } }',
    ),
  },
  {
    operation: 'declineLease',
    case: 'a lease the caller does not sign',
    allowed: [],
    refusal: notSigner,
    run: onOthersLease('mutation($id: ID!) { declineLease(leaseId: $id, reason: "No") { isTurn } }'),
  },
];
