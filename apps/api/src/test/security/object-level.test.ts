import { randomUUID } from 'node:crypto';
import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../harness';
import { startHttpTestServer, type HttpTestServer } from '../http-server';
import { buildOwnershipFixture, type OwnershipFixture } from './ownership-fixture';

/*
 * Object-level authorization (OWASP API1:2023, ASVS 8.2.2): renter A's application, its SIN and
 * documents, A's conversation, viewing and lease with landlord L, L's payment and its receipt, A's
 * data export and L's verification file are each tried, by id, through every GraphQL operation
 * and HTTP address that takes that id, by renter B and landlord M (and by A where the object is
 * L's). Each try is refused with the module's own code or status, and nothing changed. A made-up
 * id gets the same answer as someone else's, so the answer tells nothing about what exists.
 */

type Who = 'a' | 'b' | 'l' | 'm' | 'visitor';
type Ids = OwnershipFixture;

interface GraphqlRow {
  object: string;
  operation: string;
  as: Who;
  query: string;
  vars: (f: Ids) => Record<string, unknown>;
  code: string;
}

const APPLICATION = 'query($id: ID!) { rentalApplication(id: $id) { id sin } }';
const DECIDE = 'mutation($id: ID!) { updateRentalApplicationStatus(id: $id, action: DECLINE) { id } }';
const MESSAGES = 'query($id: ID!) { messagesInRoom(roomId: $id) { items { text } } }';
const SEND = 'mutation($id: ID!) { createMessage(room: $id, text: "Is it free?") { id } }';
const VIEWING = 'query($id: ID!) { viewing(id: $id) { id status } }';
const VIEWING_ACT =
  'mutation($id: ID!) { viewingAction(data: { viewing: $id, action: CANCEL, reason: "Plans changed" }) { id } }';
const LEASE = 'query($id: ID!) { lease(id: $id) { id status } }';
const PAYMENT = 'query($id: ID!) { payment(id: $id) { id cardLast4 payerEmail } }';
const RECEIPT = 'query($id: ID!) { receipt(paymentId: $id) { number payerEmail } }';
const VERIFICATION = 'query($id: ID!) { verificationRequest(id: $id) { id } }';

const byId = (key: keyof Ids) => (f: Ids) => ({ id: f[key] });

/** Every private object × every operation taking its id × each stranger: the refusal expected. */
const GRAPHQL_ROWS: GraphqlRow[] = [
  ...(['b', 'm'] as const).flatMap((as): GraphqlRow[] => [
    {
      object: 'application',
      operation: 'rentalApplication',
      as,
      query: APPLICATION,
      vars: byId('applicationId'),
      code: 'RENTAL_APPLICATION_NOT_FOUND',
    },
    {
      object: 'application',
      operation: 'updateRentalApplicationStatus',
      as,
      query: DECIDE,
      vars: byId('applicationId'),
      code: 'RENTAL_APPLICATION_NOT_FOUND',
    },
    {
      object: 'application SIN',
      operation: 'sinForCreditCheck',
      as,
      query: 'mutation($id: ID!) { sinForCreditCheck(id: $id) }',
      vars: byId('applicationId'),
      code: 'RENTAL_APPLICATION_NOT_FOUND',
    },
    {
      object: 'application',
      operation: 'revokeRentalApplicationShare',
      as,
      query: 'mutation($id: ID!) { revokeRentalApplicationShare(id: $id) { id } }',
      vars: byId('applicationId'),
      code: 'RENTAL_APPLICATION_NOT_FOUND',
    },
    {
      object: 'document',
      operation: 'deleteFile',
      as,
      query: 'mutation($id: ID!) { deleteFile(id: $id) }',
      vars: byId('documentId'),
      code: 'FILE_NOT_FOUND',
    },
    {
      object: 'conversation',
      operation: 'messagesInRoom',
      as,
      query: MESSAGES,
      vars: byId('roomId'),
      code: 'ROOM_NOT_FOUND',
    },
    {
      object: 'conversation',
      operation: 'createMessage',
      as,
      query: SEND,
      vars: byId('roomId'),
      code: 'ROOM_NOT_FOUND',
    },
    {
      object: 'conversation',
      operation: 'markRoomRead',
      as,
      query: 'mutation($id: ID!) { markRoomRead(roomId: $id) }',
      vars: byId('roomId'),
      code: 'ROOM_NOT_FOUND',
    },
    {
      object: 'conversation',
      operation: 'blockConversation',
      as,
      query: 'mutation($id: ID!) { blockConversation(roomId: $id) { id } }',
      vars: byId('roomId'),
      code: 'ROOM_NOT_FOUND',
    },
    {
      object: 'conversation',
      operation: 'reportConversation',
      as,
      query: 'mutation($id: ID!) { reportConversation(data: { room: $id, reason: SPAM }) { id } }',
      vars: byId('roomId'),
      code: 'ROOM_NOT_FOUND',
    },
    {
      object: 'viewing',
      operation: 'viewing',
      as,
      query: VIEWING,
      vars: byId('viewingId'),
      code: 'VIEWING_NOT_FOUND',
    },
    {
      object: 'viewing',
      operation: 'viewingAction',
      as,
      query: VIEWING_ACT,
      vars: byId('viewingId'),
      code: 'VIEWING_NOT_FOUND',
    },
    { object: 'lease', operation: 'lease', as, query: LEASE, vars: byId('leaseId'), code: 'LEASE_NOT_FOUND' },
    {
      object: 'lease',
      operation: 'leaseView',
      as,
      query: 'query($id: ID!) { leaseView(leaseId: $id) }',
      vars: byId('leaseId'),
      code: 'LEASE_NOT_FOUND',
    },
    {
      object: 'lease',
      operation: 'openLeaseSigning',
      as,
      query: 'mutation($id: ID!) { openLeaseSigning(leaseId: $id) { isTurn } }',
      vars: byId('leaseId'),
      code: 'LEASE_NOT_A_SIGNER',
    },
    {
      object: 'lease',
      operation: 'declineLease',
      as,
      query: 'mutation($id: ID!) { declineLease(leaseId: $id, reason: "No") { isTurn } }',
      vars: byId('leaseId'),
      code: 'LEASE_NOT_A_SIGNER',
    },
    {
      object: 'lease',
      operation: 'voidLease',
      as,
      query: 'mutation($id: ID!) { voidLease(leaseId: $id, reason: "No") { id } }',
      vars: byId('leaseId'),
      code: 'LEASE_NOT_FOUND',
    },
    {
      object: 'lease',
      operation: 'sendLease',
      as,
      query: 'mutation($id: ID!) { sendLease(leaseId: $id) { id } }',
      vars: byId('leaseId'),
      code: 'LEASE_NOT_FOUND',
    },
    {
      object: 'lease',
      operation: 'remindLeaseSigners',
      as,
      query: 'mutation($id: ID!) { remindLeaseSigners(leaseId: $id) { id } }',
      vars: byId('leaseId'),
      code: 'LEASE_NOT_FOUND',
    },
    {
      object: 'payment',
      operation: 'payment',
      as,
      query: PAYMENT,
      vars: byId('paymentId'),
      code: 'PAYMENT_NOT_FOUND',
    },
    {
      object: 'receipt',
      operation: 'receipt',
      as,
      query: RECEIPT,
      vars: byId('paymentId'),
      code: 'PAYMENT_NOT_FOUND',
    },
    {
      object: 'payment',
      operation: 'refundPayment',
      as,
      query: 'mutation($id: ID!) { refundPayment(id: $id) { id } }',
      vars: byId('paymentId'),
      code: 'NO_ACCESS',
    },
    {
      object: 'data export',
      operation: 'retryDataExport',
      as,
      query: 'mutation($id: ID!) { retryDataExport(id: $id) { id } }',
      vars: byId('exportRequestId'),
      code: 'NO_ACCESS',
    },
    {
      object: 'verification',
      operation: 'verificationRequest',
      as,
      query: VERIFICATION,
      vars: byId('verificationRequestId'),
      code: 'NO_ACCESS',
    },
    {
      object: 'verification',
      operation: 'decideVerification',
      as,
      query: 'mutation($id: ID!) { decideVerification(data: { id: $id, decision: APPROVE }) { id } }',
      vars: byId('verificationRequestId'),
      code: 'NO_ACCESS',
    },
  ]),
  // A renter cannot act as the landlord on their own application, nor read the landlord's payment.
  {
    object: 'application',
    operation: 'updateRentalApplicationStatus',
    as: 'b',
    query: DECIDE,
    vars: byId('applicationId'),
    code: 'RENTAL_APPLICATION_NOT_FOUND',
  },
  {
    object: 'application',
    operation: 'withdrawRentalApplication',
    as: 'b',
    query: 'mutation($id: ID!) { withdrawRentalApplication(id: $id) { id } }',
    vars: byId('applicationId'),
    code: 'RENTAL_APPLICATION_NOT_FOUND',
  },
  {
    object: 'application',
    operation: 'deleteRentalApplication',
    as: 'b',
    query: 'mutation($id: ID!) { deleteRentalApplication(id: $id) }',
    vars: byId('applicationId'),
    code: 'NO_ACCESS',
  },
  {
    object: 'application',
    operation: 'reuseRentalApplication',
    as: 'b',
    query:
      'mutation($id: ID!, $offer: JSON!) { reuseRentalApplication(sourceId: $id, offer: $offer) { error message } }',
    vars: (f) => ({
      id: f.applicationId,
      offer: { ...sampleTenantApplication(new Date()).offer, listingId: f.listingId, unitId: f.unitId },
    }),
    code: 'RENTAL_APPLICATION_NOT_FOUND',
  },
  {
    object: 'application',
    operation: 'withdrawConsent',
    as: 'b',
    query: 'mutation($id: ID!) { withdrawConsent(kind: LANDLORD_SHARE, applicationId: $id) { state } }',
    vars: byId('applicationId'),
    code: 'CONSENT_NOT_FOUND',
  },
  {
    object: 'application',
    operation: 'rentalApplicationStaffViews',
    as: 'b',
    query: 'query($id: ID!) { rentalApplicationStaffViews(id: $id) { staffEmail } }',
    vars: byId('applicationId'),
    code: 'NO_ACCESS',
  },
  // Attaching A's document to a message in B's own conversation would hand it to B and L.
  {
    object: 'document',
    operation: 'createMessage(url)',
    as: 'b',
    query: 'mutation($room: ID!, $id: ID!) { createMessage(room: $room, type: FILE, url: $id) { id } }',
    vars: (f) => ({ room: f.strangerRoomId, id: f.documentId }),
    code: 'FILE_NOT_FOUND',
  },
  {
    object: 'conversation',
    operation: 'conversationReports',
    as: 'b',
    query: 'query($id: ID!) { conversationReports(roomId: $id) { id } }',
    vars: byId('roomId'),
    code: 'NO_ACCESS',
  },
  {
    object: 'conversation',
    operation: 'roomStaffViews',
    as: 'b',
    query: 'query($id: ID!) { roomStaffViews(roomId: $id) { email } }',
    vars: byId('roomId'),
    code: 'NO_ACCESS',
  },
  {
    object: 'payment',
    operation: 'payment',
    as: 'a',
    query: PAYMENT,
    vars: byId('paymentId'),
    code: 'PAYMENT_NOT_FOUND',
  },
  {
    object: 'receipt',
    operation: 'receipt',
    as: 'a',
    query: RECEIPT,
    vars: byId('paymentId'),
    code: 'PAYMENT_NOT_FOUND',
  },
  {
    object: 'verification',
    operation: 'verificationRequest',
    as: 'a',
    query: VERIFICATION,
    vars: byId('verificationRequestId'),
    code: 'NO_ACCESS',
  },
];

interface HttpRow {
  object: string;
  url: (f: Ids) => string;
  as: Who;
  status: number;
}

const HTTP_ROWS: HttpRow[] = [
  ...(['b', 'm', 'visitor'] as const).flatMap((as): HttpRow[] => [
    { object: 'application document', url: (f) => `/files/${f.documentId}`, as, status: 404 },
    { object: 'lease PDF', url: (f) => `/leases/${f.leaseId}/document.pdf`, as, status: 404 },
    { object: 'signed lease PDF', url: (f) => `/leases/${f.leaseId}/signed.pdf`, as, status: 404 },
    { object: 'data export', url: (f) => `/files/${f.exportFileId}`, as, status: 404 },
    { object: 'verification file', url: (f) => `/files/${f.verificationFileId}`, as, status: 404 },
  ]),
  { object: 'receipt PDF', url: (f) => `/payments/${f.paymentId}/receipt.pdf`, as: 'a', status: 404 },
  { object: 'receipt PDF', url: (f) => `/payments/${f.paymentId}/receipt.pdf`, as: 'm', status: 404 },
  { object: 'receipt PDF', url: (f) => `/payments/${f.paymentId}/receipt.pdf`, as: 'visitor', status: 401 },
  { object: 'data export', url: (f) => `/files/${f.exportFileId}`, as: 'l', status: 404 },
  { object: 'verification file', url: (f) => `/files/${f.verificationFileId}`, as: 'a', status: 404 },
  // The feed's token is its credential: a token one character off reads nothing.
  { object: 'calendar feed', url: (f) => guessedFeedPath(f.calendarFeedUrl), as: 'b', status: 404 },
];

function guessedFeedPath(url: string): string {
  const path = new URL(url).pathname;
  const at = path.length - '.ics'.length - 1;
  return `${path.slice(0, at)}${path[at] === 'A' ? 'B' : 'A'}.ics`;
}

/** No data came back: none at all, or only the refused field's null. */
const nothingRead = (data: Record<string, unknown> | null | undefined) =>
  Object.values(data ?? {}).every((value) => value === null);

let server: HttpTestServer;
let f: OwnershipFixture;
let before: unknown;

const tokenOf = (who: Who) => (who === 'visitor' ? null : f[who].token);
const gql = (who: Who, query: string, variables: Record<string, unknown>) =>
  server.api.execute(query, variables, { token: tokenOf(who) });
const get = (url: string, who: Who) => {
  const token = tokenOf(who);
  return fetch(server.base + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
};

/** Each object as its owner sees it: what a refused write must leave as it was. */
async function ownersView() {
  const read = async (who: Who, query: string, id: string) => (await gql(who, query, { id })).data;
  const status = async (url: string, who: Who) => (await get(url, who)).status;
  return {
    application: await read('a', APPLICATION, f.applicationId),
    applicationForLandlord: await read(
      'l',
      'query($id: ID!) { rentalApplication(id: $id) { status } }',
      f.applicationId,
    ),
    messages: await read('a', MESSAGES, f.roomId),
    viewing: await read('a', VIEWING, f.viewingId),
    lease: await read('a', LEASE, f.leaseId),
    payment: await read('l', PAYMENT, f.paymentId),
    export: (await gql('a', 'query { myDataExport { id state fileId } }', {})).data,
    verification: (
      await gql('l', 'query { myVerification { status request { id state documents { fileId } } } }', {})
    ).data,
    files: [
      await status(`/files/${f.documentId}`, 'a'),
      await status(`/files/${f.exportFileId}`, 'a'),
      await status(`/files/${f.verificationFileId}`, 'l'),
    ],
  };
}

beforeAll(async () => {
  server = await startHttpTestServer();
  f = await buildOwnershipFixture(server.api);
  before = await ownersView();
});
afterAll(() => server.close());

describe('another user’s object, by its id', () => {
  it.each(GRAPHQL_ROWS)('$object › $operation as $as is refused with $code', async (row) => {
    const r = await gql(row.as, row.query, row.vars(f));
    expect(errorCodes(r)).toEqual([row.code]);
    expect(nothingRead(r.data)).toBe(true);
  });

  it.each(HTTP_ROWS)('$object › GET as $as answers $status', async (row) => {
    const response = await get(row.url(f), row.as);
    expect(response.status).toBe(row.status);
    expect(response.headers.get('content-type')).not.toMatch(/pdf|zip|calendar/);
  });
});

/** The owner's own read with a made-up id: answered as a stranger's read of a real one. */
const GUESSES: { operation: string; as: Who; query: string; code: string }[] = [
  { operation: 'rentalApplication', as: 'a', query: APPLICATION, code: 'RENTAL_APPLICATION_NOT_FOUND' },
  { operation: 'messagesInRoom', as: 'a', query: MESSAGES, code: 'ROOM_NOT_FOUND' },
  { operation: 'viewing', as: 'a', query: VIEWING, code: 'VIEWING_NOT_FOUND' },
  { operation: 'lease', as: 'a', query: LEASE, code: 'LEASE_NOT_FOUND' },
  { operation: 'payment', as: 'l', query: PAYMENT, code: 'PAYMENT_NOT_FOUND' },
  { operation: 'receipt', as: 'l', query: RECEIPT, code: 'PAYMENT_NOT_FOUND' },
];
/** Ids counted up from one, as a table's serial numbers would be: not the shape of an id here. */
const SEQUENTIAL_IDS = ['1', '2', '00000000-0000-0000-0000-000000000001'];

describe('a guessed id', () => {
  it.each(GUESSES)('$operation(random UUID) is answered $code, as another user’s real id is', async (row) => {
    const r = await gql(row.as, row.query, { id: randomUUID() });
    expect(errorCodes(r)).toEqual([row.code]);
    expect(nothingRead(r.data)).toBe(true);
  });

  it.each(GUESSES.flatMap((row) => SEQUENTIAL_IDS.map((id) => ({ ...row, id }))))(
    '$operation($id) is refused as not found or as not an id',
    async (row) => {
      const r = await gql(row.as, row.query, { id: row.id });
      expect(errorCodes(r)).toHaveLength(1);
      expect([row.code, 'VALIDATION_FAILED']).toContain(errorCodes(r)[0]);
      expect(nothingRead(r.data)).toBe(true);
    },
  );

  it.each([
    '/files/00000000-0000-0000-0000-000000000001',
    '/files/1',
    `/files/${randomUUID()}`,
    `/leases/${randomUUID()}/document.pdf`,
    `/payments/${randomUUID()}/receipt.pdf`,
    '/calendar/viewings/1.ics',
  ])('GET %s answers 404 to a signed-in owner', async (url) => {
    expect((await get(url, 'l')).status).toBe(404);
  });
});

describe('after every refused try', () => {
  it('each object is as its owner left it', async () => {
    expect(await ownersView()).toEqual(before);
  });
});
