import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseRequests } from '../../db/schema/lease-requests';
import { emailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { errorCodes } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { approvedListingOf } from '../listings/test-listings';
import { updateNotificationSetting } from '../mail/notification.service';
import { LEASE_REQUEST_STATUS_TEMPLATE, LEASE_REQUEST_TO_STAFF_TEMPLATE } from './lease-request-email';
import { csvCell, LEASE_REQUEST_EXPORT_PATH } from './lease-request-export';
import { CREATE_LEASE_REQUEST, sentLeaseRequest, validLeaseRequest } from './test-lease-requests';

/* Lease requests (issue 19): the landlord's form and list, the staff table, status changes, export. */

let server: HttpTestServer;
let admin: CreatedUser;
beforeAll(async () => {
  server = await startHttpTestServer();
  admin = await server.api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => server.close());

const api = () => server.api;
const landlord = (locale: 'en' | 'fr' = 'en') => api().factories.user({ userType: 'LANDLORD', locale });
const create = (by: CreatedUser, data: Record<string, unknown>) =>
  api().execute<{
    createLeaseRequest: { id: string; status: string; monthlyRent: number; termMonths: number | null };
  }>(CREATE_LEASE_REQUEST, { data }, { token: by.token });
const rowsOf = async (by: CreatedUser) =>
  api().deps.db.select().from(leaseRequests).where(eq(leaseRequests.requesterId, by.user.id));
const fieldIssues = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  ((r.errors?.[0]?.extensions?.fields ?? []) as { path: string; key: string }[]).map((f) => [f.path, f.key]);

const LIST = `query($where: LeaseRequestWhereInput, $first: Int, $skip: Int, $orderBy: LeaseRequestOrder) {
  leaseRequests(where: $where, first: $first, skip: $skip, orderBy: $orderBy) { id status province requester { email } }
  leaseRequestsConnection(where: $where) { aggregate { count } }
}`;
type ListResult = {
  leaseRequests: { id: string; status: string; province: string }[];
  leaseRequestsConnection: { aggregate: { count: number } };
};
const list = (variables: Record<string, unknown>, token = admin.token) =>
  api().execute<ListResult>(LIST, variables, { token });

const UPDATE = `mutation($id: ID!, $status: LeaseRequestStatus, $staffNote: String) {
  updateLeaseRequest(id: $id, status: $status, staffNote: $staffNote) { id status staffNote }
}`;
const update = (variables: Record<string, unknown>, token = admin.token) =>
  api().execute<{ updateLeaseRequest: { status: string; staffNote: string | null } }>(UPDATE, variables, {
    token,
  });

describe('sending a lease request', () => {
  it('saves a valid request in the landlord’s language', async () => {
    const by = await landlord('fr');
    const listing = await approvedListingOf(api(), by);
    const r = await create(
      by,
      validLeaseRequest({ listingId: listing.id, termMonths: null, monthlyRent: 1999.99 }),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.createLeaseRequest).toMatchObject({
      status: 'NEW',
      monthlyRent: 1999.99,
      termMonths: null,
    });
    const [row] = await rowsOf(by);
    expect(row).toMatchObject({ locale: 'fr', listingId: listing.id, contactPhone: null, status: 'NEW' });
  });

  it('answers each bad field with its key and writes nothing', async () => {
    const by = await landlord();
    const cases: [Record<string, unknown>, [string, string][]][] = [
      [{ monthlyRent: 0 }, [['monthlyRent', 'positiveAmount']]],
      [{ monthlyRent: -10 }, [['monthlyRent', 'positiveAmount']]],
      [{ startDate: '2020-01-01' }, [['startDate', 'startInPast']]],
      [{ tenants: [] }, [['tenants', 'required']]],
      [
        { termMonths: 0, province: 'ZZ' },
        [
          ['province', 'invalidChoice'],
          ['termMonths', 'termMonthsRange'],
        ],
      ],
      [
        { contactEmail: 'nope', specialTerms: 'x'.repeat(4001) },
        [
          ['specialTerms', 'tooLong'],
          ['contactEmail', 'email'],
        ],
      ],
    ];
    for (const [overrides, expected] of cases) {
      const r = await create(by, validLeaseRequest(overrides));
      expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
      expect(fieldIssues(r)).toEqual(expected);
    }
    // A message in the caller's language.
    const fr = await api().execute(
      CREATE_LEASE_REQUEST,
      { data: validLeaseRequest({ monthlyRent: 0 }) },
      {
        token: by.token,
        headers: { 'x-locale': 'fr' },
      },
    );
    expect(JSON.stringify(fr.errors)).toContain('Loyer mensuel : le montant doit être supérieur à 0');
    expect(await rowsOf(by)).toEqual([]);
  });

  it('refuses a renter with its code, and another landlord’s listing', async () => {
    const renter = await api().factories.user({ userType: 'RENTER' });
    const refused = await create(renter, validLeaseRequest());
    expect(errorCodes(refused)).toEqual(['LEASE_REQUEST_NOT_LANDLORD']);
    expect(await rowsOf(renter)).toEqual([]);
    const by = await landlord();
    const other = await approvedListingOf(api(), await landlord());
    expect(errorCodes(await create(by, validLeaseRequest({ listingId: other.id })))).toEqual([
      'LEASE_REQUEST_LISTING_NOT_FOUND',
    ]);
    expect(await rowsOf(by)).toEqual([]);
  });

  it('refuses an admin who has not turned two-factor on, as it refuses a renter', async () => {
    const bare = await api().factories.user({ userType: 'ADMIN', twoFactor: false });
    expect(errorCodes(await create(bare, validLeaseRequest()))).toEqual(['LEASE_REQUEST_NOT_LANDLORD']);
    expect(await rowsOf(bare)).toEqual([]);
  });
});

describe('a landlord’s requests', () => {
  it('lists their own only, newest first, with the count', async () => {
    const by = await landlord();
    const first = await sentLeaseRequest(api(), by);
    const second = await sentLeaseRequest(api(), by, { propertyAddress: '99 Queen St' });
    await sentLeaseRequest(api());
    const r = await api().execute<{ myLeaseRequests: { count: number; items: { id: string }[] } }>(
      'query { myLeaseRequests(first: 10) { count items { id } } }',
      {},
      { token: by.token },
    );
    expect(r.data?.myLeaseRequests).toEqual({ count: 2, items: [{ id: second }, { id: first }] });
    const paged = await api().execute<{ myLeaseRequests: { count: number; items: { id: string }[] } }>(
      'query { myLeaseRequests(first: 1, skip: 1) { count items { id } } }',
      {},
      { token: by.token },
    );
    expect(paged.data?.myLeaseRequests).toEqual({ count: 2, items: [{ id: first }] });
  });
});

describe('staff and lease requests', () => {
  it('filter by status, province and days sent, page and count', async () => {
    const by = await landlord();
    const bc = await sentLeaseRequest(api(), by, { province: 'BC' });
    const bc2 = await sentLeaseRequest(api(), by, { province: 'BC' });
    await sentLeaseRequest(api(), by, { province: 'NS' });
    await update({ id: bc2, status: 'IN_PROGRESS' });

    const all = await list({ where: { province: 'BC' } });
    expect(all.data?.leaseRequests.map((r) => r.id)).toEqual([bc2, bc]);
    expect(all.data?.leaseRequestsConnection.aggregate.count).toBe(2);
    const oldest = await list({ where: { province: 'BC' }, orderBy: 'OLDEST', first: 1 });
    expect(oldest.data?.leaseRequests.map((r) => r.id)).toEqual([bc]);
    const page2 = await list({ where: { province: 'BC' }, first: 1, skip: 1 });
    expect(page2.data?.leaseRequests.map((r) => r.id)).toEqual([bc]);
    const newOnly = await list({ where: { province: 'BC', status: 'NEW' } });
    expect(newOnly.data?.leaseRequests.map((r) => r.id)).toEqual([bc]);
    expect(newOnly.data?.leaseRequestsConnection.aggregate.count).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const sentToday = await list({ where: { province: 'NS', createdFrom: today, createdTo: today } });
    expect(sentToday.data?.leaseRequestsConnection.aggregate.count).toBe(1);
    const before = await list({ where: { province: 'NS', createdTo: '2020-01-01' } });
    expect(before.data?.leaseRequestsConnection.aggregate.count).toBe(0);
    const reversed = await list({ where: { createdFrom: '2026-02-02', createdTo: '2026-02-01' } });
    expect(errorCodes(reversed)).toContain('VALIDATION_FAILED');
  });

  it('opens to a sub-admin with leases view, and changes only with leases edit', async () => {
    const id = await sentLeaseRequest(api());
    const viewer = await api().factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'leases', view: true, add: false, edit: false, delete: false }],
    });
    expect((await list({ first: 1 }, viewer.token)).errors).toBeUndefined();
    expect(errorCodes(await update({ id, status: 'IN_PROGRESS' }, viewer.token))).toEqual(['NO_ACCESS']);
    const editor = await api().factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'leases', view: true, add: false, edit: true, delete: false }],
    });
    expect((await update({ id, status: 'IN_PROGRESS' }, editor.token)).data?.updateLeaseRequest.status).toBe(
      'IN_PROGRESS',
    );
    expect(errorCodes(await update({ id: '00000000-0000-4000-8000-000000000000', status: 'DONE' }))).toEqual([
      'LEASE_REQUEST_NOT_FOUND',
    ]);
    expect(errorCodes(await update({ id, status: 'NEW' }))).toEqual(['LEASE_REQUEST_TRANSITION_NOT_ALLOWED']);
  });

  it('e-mails the requester in their language when the status changes, not for a note alone', async () => {
    const by = await landlord('fr');
    const id = await sentLeaseRequest(api(), by, { contactEmail: 'bureau@example.ca' });
    const mails = () =>
      api().deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'bureau@example.ca'));
    const noted = await update({ id, staffNote: 'Nous vous écrivons bientôt.' });
    expect(noted.data?.updateLeaseRequest).toMatchObject({
      status: 'NEW',
      staffNote: 'Nous vous écrivons bientôt.',
    });
    expect(await mails()).toEqual([]);

    const done = await update({ id, status: 'DONE', staffNote: 'Le bail est prêt à signer.' });
    expect(done.data?.updateLeaseRequest).toEqual({
      id,
      status: 'DONE',
      staffNote: 'Le bail est prêt à signer.',
    });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template: LEASE_REQUEST_STATUS_TEMPLATE,
      subject: 'Votre demande de bail : Bail préparé',
    });
    expect(sent[0]!.textBody).toContain('Le bail est prêt à signer.');
    const mine = await api().execute<{ myLeaseRequests: { items: { status: string; staffNote: string }[] } }>(
      'query { myLeaseRequests { items { status staffNote } } }',
      {},
      { token: by.token },
    );
    expect(mine.data?.myLeaseRequests.items).toEqual([
      { status: 'DONE', staffNote: 'Le bail est prêt à signer.' },
    ]);
    // The landlord switches to English: the next e-mail follows.
    await api().deps.db.update(users).set({ locale: 'en' }).where(eq(users.id, by.user.id));
    await update({ id, status: 'IN_PROGRESS' });
    expect((await mails()).map((m) => m.subject).sort()).toEqual([
      'Votre demande de bail : Bail préparé',
      'Your lease request: In progress',
    ]);
  });
});

describe('the export', () => {
  it('writes the filtered rows as CSV for staff with leases view only', async () => {
    const by = await landlord();
    const id = await sentLeaseRequest(api(), by, {
      province: 'PE',
      propertyAddress: '1 Water St, Charlottetown',
      specialTerms: '=HYPERLINK("x")',
      tenants: [{ name: 'Élise, Tremblay', email: '' }],
    });
    const url = `${server.base}${LEASE_REQUEST_EXPORT_PATH}?province=PE`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('x-export-rows')).toBe('1');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,status,createdAt,province,propertyAddress,/);
    expect(lines[1]).toContain(`${id},NEW,`);
    expect(lines[1]).toContain(',PE,"1 Water St, Charlottetown",Avery Landlord,"Élise, Tremblay",2150,');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"")",`);

    const renter = await api().factories.user({ userType: 'RENTER' });
    expect((await fetch(url, { headers: { authorization: `Bearer ${renter.token}` } })).status).toBe(403);
    expect((await fetch(url)).status).toBe(401);
    const bad = await fetch(`${server.base}${LEASE_REQUEST_EXPORT_PATH}?province=XX`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(bad.status).toBe(400);
  });

  it('quotes cells that need it', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('the team hears of a new request', () => {
  it("e-mails the 'Lease requests' addresses, a staff account in its language and a mailbox in both", async () => {
    const staff = await api().factories.user({ userType: 'ADMIN', locale: 'fr' });
    await updateNotificationSetting(api().deps.db, {
      kind: 'LEASE_REQUEST_TO_STAFF',
      enabled: true,
      recipients: [staff.user.email, 'leases@rentals.test'],
    });
    const by = await landlord();
    const data = validLeaseRequest();
    expect((await create(by, data)).errors).toBeUndefined();
    const mails = await api()
      .deps.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, LEASE_REQUEST_TO_STAFF_TEMPLATE));
    const toStaff = mails.find((m) => m.toAddress === staff.user.email);
    const toTeam = mails.find((m) => m.toAddress === 'leases@rentals.test');
    expect(toStaff?.subject).toBe(`Nouvelle demande de bail : ${String(data.propertyAddress)}`);
    expect(toTeam?.subject).toContain(' / Nouvelle demande de bail');
    expect(toTeam?.textBody).toContain('/lease-details-table');
  });
});
