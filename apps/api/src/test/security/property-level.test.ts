import { isObjectType } from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { schema } from '../../schema';
import { errorCodes } from '../harness';
import { startHttpTestServer, type HttpTestServer } from '../http-server';
import { buildOwnershipFixture, MASKED_SIN, SAMPLE_SIN, type OwnershipFixture } from './ownership-fixture';

/*
 * Property-level authorization of outputs (OWASP API3:2023, ASVS 8.2.3): where a field holding an
 * e-mail, a phone, a legal name, a SIN, an identity or verification document or a payment detail
 * can be reached, each row says who reads it and what everyone else gets: null, a masked form,
 * or a refusal of the whole object. The inputs' half is privileged-inputs.test.ts.
 */

type Who = 'a' | 'b' | 'l' | 'm' | 'visitor';
type Data = Record<string, unknown>;

/** What a caller gets: the value itself, null in its place, or the object refused with a code. */
type Outcome = { sees: (f: OwnershipFixture) => unknown } | { null: true } | { refused: string };

interface FieldRow {
  field: string;
  through: string;
  query: string;
  vars: (f: OwnershipFixture) => Record<string, unknown>;
  pick: (data: Data) => unknown;
  outcomes: Partial<Record<Who, Outcome>>;
}

const TENANT_NAMES = 'Private Tenant-Name';
const SIGNATURE = 'Larry L. Landlord';
const A_PHONE = '4165550134';
const A_LEGAL_NAME = 'Ana Q. Renter';

const get = <T = unknown>(data: Data, path: string): T =>
  path.split('.').reduce<unknown>((at, key) => (at as Data | null)?.[key], data) as T;
const USER = 'query($id: ID!) { user(id: $id) { email phone legalName householdIncome } }';
const LISTING =
  'query($id: ID!) { listing(id: $id) { user { email } tenantNames signature desiredRentalPrice } }';
const APPLICATION =
  'query($id: ID!) { rentalApplication(id: $id) { sin hasSin grossIncome details documents { key count } } }';
const PAYMENT = 'query($id: ID!) { payment(id: $id) { cardLast4 } }';
const RECEIPT = 'query($id: ID!) { receipt(paymentId: $id) { cardLast4 payerEmail payerName } }';
const LEASE = 'query($id: ID!) { lease(id: $id) { signers { email } } }';

const ofA = (f: OwnershipFixture) => ({ id: f.a.user.id });
const ofListing = (f: OwnershipFixture) => ({ id: f.listingId });
const ofApplication = (f: OwnershipFixture) => ({ id: f.applicationId });
const ofPayment = (f: OwnershipFixture) => ({ id: f.paymentId });
const hidden: Outcome = { null: true };

const ROWS: FieldRow[] = [
  ...(['email', 'phone', 'legalName'] as const).map((field): FieldRow => ({
    field: `User.${field}`,
    through: 'user(id)',
    query: USER,
    vars: ofA,
    pick: (d) => get(d, `user.${field}`),
    outcomes: {
      a: { sees: (f) => ({ email: f.a.user.email, phone: A_PHONE, legalName: A_LEGAL_NAME })[field] },
      b: { refused: 'NO_ACCESS' },
      // Even the landlord A applied to: what A shares with them is in the application.
      l: { refused: 'NO_ACCESS' },
    },
  })),
  {
    field: 'ListingOwner.email',
    through: 'listing(id).user',
    query: LISTING,
    vars: ofListing,
    pick: (d) => get(d, 'listing.user.email'),
    outcomes: { l: { sees: (f) => f.l.user.email }, a: hidden, m: hidden, visitor: hidden },
  },
  ...(['tenantNames', 'signature'] as const).map((field): FieldRow => ({
    field: `Listing.${field}`,
    through: 'listing(id)',
    query: LISTING,
    vars: ofListing,
    pick: (d) => get(d, `listing.${field}`),
    outcomes: {
      l: { sees: () => (field === 'tenantNames' ? TENANT_NAMES : SIGNATURE) },
      a: hidden,
      m: hidden,
      visitor: hidden,
    },
  })),
  {
    field: 'RentalApplication.sin',
    through: 'rentalApplication(id)',
    query: APPLICATION,
    vars: ofApplication,
    pick: (d) => get(d, 'rentalApplication.sin'),
    outcomes: {
      a: { sees: () => SAMPLE_SIN },
      l: { sees: () => MASKED_SIN },
      m: { refused: 'RENTAL_APPLICATION_NOT_FOUND' },
      b: { refused: 'RENTAL_APPLICATION_NOT_FOUND' },
    },
  },
  {
    field: 'RentalApplication.details.documents.sin',
    through: 'rentalApplication(id)',
    query: APPLICATION,
    vars: ofApplication,
    pick: (d) => get(d, 'rentalApplication.details.documents.sin'),
    outcomes: {
      a: { sees: () => '' },
      l: { sees: () => '' },
      m: { refused: 'RENTAL_APPLICATION_NOT_FOUND' },
    },
  },
  ...(['grossIncome', 'documents'] as const).map((field): FieldRow => ({
    field: `RentalApplication.${field}`,
    through: 'rentalApplication(id)',
    query: APPLICATION,
    vars: ofApplication,
    pick: (d) => {
      const value = get(d, `rentalApplication.${field}`);
      return Array.isArray(value) ? value.length > 0 : typeof value;
    },
    outcomes: {
      a: { sees: () => (field === 'documents' ? true : 'number') },
      l: { sees: () => (field === 'documents' ? true : 'number') },
      m: { refused: 'RENTAL_APPLICATION_NOT_FOUND' },
    },
  })),
  {
    field: 'Payment.cardLast4',
    through: 'payment(id)',
    query: PAYMENT,
    vars: ofPayment,
    pick: (d) => get(d, 'payment.cardLast4'),
    outcomes: {
      l: { sees: () => '4242' },
      a: { refused: 'PAYMENT_NOT_FOUND' },
      m: { refused: 'PAYMENT_NOT_FOUND' },
    },
  },
  ...(['cardLast4', 'payerEmail'] as const).map((field): FieldRow => ({
    field: `Receipt.${field}`,
    through: 'receipt(paymentId)',
    query: RECEIPT,
    vars: ofPayment,
    pick: (d) => get(d, `receipt.${field}`),
    outcomes: {
      l: { sees: (f) => (field === 'cardLast4' ? '4242' : f.l.user.email) },
      a: { refused: 'PAYMENT_NOT_FOUND' },
      m: { refused: 'PAYMENT_NOT_FOUND' },
    },
  })),
  {
    field: 'LeaseSigner.email',
    through: 'lease(id).signers',
    query: LEASE,
    vars: (f) => ({ id: f.leaseId }),
    pick: (d) => get<{ email: string }[]>(d, 'lease.signers').some((s) => s.email.includes('@')),
    outcomes: {
      a: { sees: () => true },
      l: { sees: () => true },
      b: { refused: 'LEASE_NOT_FOUND' },
      m: { refused: 'LEASE_NOT_FOUND' },
    },
  },
];

const CASES = ROWS.flatMap((row) =>
  Object.entries(row.outcomes).map(([as, outcome]) => ({
    ...row,
    as: as as Who,
    outcome: outcome!,
    expected: 'sees' in outcome! ? 'its value' : 'null' in outcome! ? 'null' : outcome!.refused,
  })),
);

let server: HttpTestServer;
let f: OwnershipFixture;

// A dozen objects made through the API, once for the file: more than the default hook time on a busy machine.
beforeAll(async () => {
  // The client closes an idle connection first: the server's closing it as a request goes out
  // on it (on a busy machine) would reset that request.
  server = await startHttpTestServer({ env: { HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000' } });
  f = await buildOwnershipFixture(server.api);
  await server.api.deps.db
    .update(listings)
    .set({ tenantNames: TENANT_NAMES, signature: SIGNATURE })
    .where(eq(listings.id, f.listingId));
}, 120_000);
afterAll(() => server.close());

const tokenOf = (who: Who) => (who === 'visitor' ? null : f[who].token);

describe('a private field, as each role reads it', () => {
  it.each(CASES)('$field through $through: $as gets $expected', async (row) => {
    const r = await server.api.execute<Data>(row.query, row.vars(f), { token: tokenOf(row.as) });
    if ('refused' in row.outcome) {
      expect(errorCodes(r)).toEqual([row.outcome.refused]);
      expect(Object.values(r.data ?? {}).every((v) => v === null)).toBe(true);
      return;
    }
    expect(r.errors).toBeUndefined();
    expect(row.pick(r.data!)).toEqual('sees' in row.outcome ? row.outcome.sees(f) : null);
  });

  it('the landlord’s copy of the application holds the SIN nowhere', async () => {
    const r = await server.api.execute(APPLICATION, ofApplication(f), { token: f.l.token });
    expect(JSON.stringify(r.data)).toContain('286');
    expect(JSON.stringify(r.data)).not.toContain(SAMPLE_SIN);
  });
});

/** Documents behind a file address: who downloads them. */
const FILE_ROWS: { document: string; id: (f: OwnershipFixture) => string; readers: Who[]; refused: Who[] }[] =
  [
    {
      document: 'rental application document',
      id: (f) => f.documentId,
      readers: ['a', 'l'],
      refused: ['b', 'm', 'visitor'],
    },
    {
      document: 'verification document',
      id: (f) => f.verificationFileId,
      readers: ['l'],
      refused: ['a', 'b', 'm', 'visitor'],
    },
    {
      document: 'data export',
      id: (f) => f.exportFileId,
      readers: ['a'],
      refused: ['b', 'l', 'm', 'visitor'],
    },
  ];

describe('a private document', () => {
  it.each(FILE_ROWS)('$document: read by $readers only', async (row) => {
    const status = async (who: Who) => {
      const token = tokenOf(who);
      const response = await fetch(`${server.base}/files/${row.id(f)}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return response.status;
    };
    for (const who of row.readers) expect([who, await status(who)]).toEqual([who, 200]);
    for (const who of row.refused) expect([who, await status(who)]).toEqual([who, 404]);
  });
});

/*
 * The people other users see beside a conversation, a viewing, a listing or a profile are answered
 * by types that hold names only: a contact detail added to one of them must come with a row above.
 */
const PERSON_TYPES: Record<string, string[]> = {
  ConversationPerson: [],
  ViewingPerson: [],
  TenantProfile: [],
  PosterProfile: [],
  VerificationBadge: [],
  ListingOwner: ['email'],
};
/** Field names that hold contact, identity, document or payment details ('memberSince' is not one). */
const CONTACT =
  /[eE]mail|[pP]hone|[lL]egalName|^sin|Sin$|[iI]ncome|[dD]ocument|[fF]ile|[cC]ard|[bB]irth|[aA]ddress/;

describe('the people shown to other users', () => {
  it.each(Object.entries(PERSON_TYPES))(
    '%s carries no contact detail but the guarded %j',
    (name, guarded) => {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
      expect(Object.keys(type.getFields()).filter((field) => CONTACT.test(field))).toEqual(guarded);
    },
  );
});
