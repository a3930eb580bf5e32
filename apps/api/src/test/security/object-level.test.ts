import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../harness';
import { startHttpTestServer, type HttpTestServer } from '../http-server';
import { GRAPHQL_ROWS, HTTP_ROWS, OPERATIONS, type Operation, type Who } from './object-level-rows';
import { buildOwnershipFixture, type OwnershipFixture } from './ownership-fixture';

/*
 * Object-level authorization (OWASP API1:2023, ASVS 8.2.2): renter A's application, its SIN and
 * documents, A's conversation, viewing and lease with landlord L, L's payment and its receipt, A's
 * data export and L's verification file are each tried, by id, through every GraphQL operation
 * and HTTP address that takes that id, by renter B and landlord M (and by A where the object is
 * L's). Each try is refused with the module's own code or status, and nothing changed. A made-up
 * id gets the same answer as someone else's, so the answer tells nothing about what exists.
 */

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
    application: await read('a', OPERATIONS.rentalApplication, f.applicationId),
    applicationForLandlord: await read(
      'l',
      'query($id: ID!) { rentalApplication(id: $id) { status } }',
      f.applicationId,
    ),
    messages: await read('a', OPERATIONS.messagesInRoom, f.roomId),
    viewing: await read('a', OPERATIONS.viewing, f.viewingId),
    lease: await read('a', OPERATIONS.lease, f.leaseId),
    payment: await read('l', OPERATIONS.payment, f.paymentId),
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

// A dozen objects made through the API, once for the file: more than the default hook time on a busy machine.
beforeAll(async () => {
  // The client closes an idle connection first: the server's closing it as a request goes out
  // on it (on a busy machine) would reset that request.
  server = await startHttpTestServer({ env: { HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000' } });
  f = await buildOwnershipFixture(server.api);
  before = await ownersView();
}, 120_000);
afterAll(() => server.close());

describe('another user’s object, by its id', () => {
  it.each(GRAPHQL_ROWS)('$object › $operation as $as is refused with $code', async (row) => {
    const r = await gql(row.as, OPERATIONS[row.operation], row.vars(f));
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
const GUESSES: { operation: Operation; as: Who; code: string }[] = [
  { operation: 'rentalApplication', as: 'a', code: 'RENTAL_APPLICATION_NOT_FOUND' },
  { operation: 'messagesInRoom', as: 'a', code: 'ROOM_NOT_FOUND' },
  { operation: 'viewing', as: 'a', code: 'VIEWING_NOT_FOUND' },
  { operation: 'lease', as: 'a', code: 'LEASE_NOT_FOUND' },
  { operation: 'payment', as: 'l', code: 'PAYMENT_NOT_FOUND' },
  { operation: 'receipt', as: 'l', code: 'PAYMENT_NOT_FOUND' },
];

/** Ids counted up from one, as a table's serial numbers would be: not the shape of an id here. */
const SEQUENTIAL_IDS = ['1', '2', '00000000-0000-0000-0000-000000000001'];

describe('another landlord’s applications list', () => {
  it('filtered to L’s listing, answers M none of them', async () => {
    const query = 'query($id: ID) { landlordRentalApplications(listingId: $id) { count items { id } } }';
    const r = await gql('m', query, { id: f.listingId });
    expect(r.data).toEqual({ landlordRentalApplications: { count: 0, items: [] } });
    const own = await gql('l', query, { id: f.listingId });
    expect(own.data).toEqual({ landlordRentalApplications: { count: 1, items: [{ id: f.applicationId }] } });
  });
});

describe('a guessed id', () => {
  it.each(GUESSES)('$operation(random UUID) is answered $code, as another user’s real id is', async (row) => {
    const r = await gql(row.as, OPERATIONS[row.operation], { id: randomUUID() });
    expect(errorCodes(r)).toEqual([row.code]);
    expect(nothingRead(r.data)).toBe(true);
  });

  it.each(GUESSES.flatMap((row) => SEQUENTIAL_IDS.map((id) => ({ ...row, id }))))(
    '$operation($id) is refused as not found or as not an id',
    async (row) => {
      const r = await gql(row.as, OPERATIONS[row.operation], { id: row.id });
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
