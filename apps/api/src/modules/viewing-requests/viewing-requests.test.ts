import { OPEN_VIEWING_REQUESTS_MAX } from '@rentals/domain/viewings/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { emailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { viewingRequests } from '../../db/schema/viewing-requests';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { updateNotificationSetting } from '../mail/notification.service';
import { VIEWING_REQUEST_TO_STAFF_TEMPLATE } from './viewing-request-email';
import { REQUEST_FOR_VIEWING, sentRequest, validRequest } from './test-viewing-requests';

/* Requests for viewing (issue 17): the renter's form, the staff list and staff changes. */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN', locale: 'fr' });
});
afterAll(() => api.close());

beforeEach(async () => {
  await updateNotificationSetting(api.deps.db, {
    kind: 'VIEWING_REQUEST_TO_STAFF',
    enabled: true,
    recipients: [admin.user.email, 'team@rentals.test'],
  });
});

const renter = () => api.factories.user({ userType: 'RENTER' });
const send = (by: CreatedUser, data: Record<string, unknown>) =>
  api.execute<{ requestForViewing: { id: string; status: string } }>(
    REQUEST_FOR_VIEWING,
    { data },
    { token: by.token },
  );

const LIST = `query($where: ViewingRequestFilter, $first: Int, $skip: Int) {
  viewingRequests(where: $where, first: $first, skip: $skip) {
    count
    items { id status staffNote pre_viewing_city { city } requester { email phone } assignedTo { id email } }
  }
}`;
type ListItem = { id: string; status: string; staffNote: string; assignedTo: { id: string } | null };
const list = (where: Record<string, unknown>, token = admin.token) =>
  api.execute<{ viewingRequests: { count: number; items: ListItem[] } }>(LIST, { where }, { token });

const UPDATE = `mutation($id: ID!, $data: UpdateViewingRequestInput!) {
  updateViewingRequest(id: $id, data: $data) { id status staffNote assignedTo { id } }
}`;
const update = (id: string, data: Record<string, unknown>, token = admin.token) =>
  api.execute<{ updateViewingRequest: ListItem }>(UPDATE, { id, data }, { token });

describe('a request for viewing', () => {
  it('is saved, fills the profile and is listed for its renter', async () => {
    const by = await renter();
    const sent = await send(by, validRequest());
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.requestForViewing.status).toBe('NEW');

    const [profile] = await api.deps.db.select().from(users).where(eq(users.id, by.user.id));
    expect(profile).toMatchObject({
      preViewingCity: { city: 'Ottawa', province: 'ON' },
      availabilityDays: ['MON', 'SAT'],
      budget: 1800,
      moveIn: '2030-07-01',
    });
    const prefs = await api.execute(
      'query { myViewingPreferences { pre_viewing_city { city province } budget moveIn availabilityDays } }',
      {},
      { token: by.token },
    );
    expect(prefs.data).toEqual({
      myViewingPreferences: {
        pre_viewing_city: { city: 'Ottawa', province: 'ON' },
        budget: 1800,
        moveIn: '2030-07-01',
        availabilityDays: ['MON', 'SAT'],
      },
    });
    const mine = await api.execute<{ myViewingRequests: { id: string; bedrooms: string[] }[] }>(
      'query { myViewingRequests { id bedrooms availabilityTimes message } }',
      {},
      { token: by.token },
    );
    expect(mine.data?.myViewingRequests).toEqual([
      expect.objectContaining({
        id: sent.data!.requestForViewing.id,
        bedrooms: ['ONE_BEDROOM', 'TWO_BEDROOMS'],
      }),
    ]);
  });

  it('e-mails each staff address, a staff account in its language and a team mailbox in both', async () => {
    const by = await renter();
    const id = await sentRequest(api, by);
    const mails = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, VIEWING_REQUEST_TO_STAFF_TEMPLATE));
    const toAdmin = mails.find((m) => m.toAddress === admin.user.email && m.textBody.includes(id));
    const toTeam = mails.find((m) => m.toAddress === 'team@rentals.test' && m.textBody.includes(id));
    expect(toAdmin?.subject).toBe('Nouvelle demande de visite à Ottawa');
    expect(toAdmin?.textBody).toContain('Disponible le : Lundi, Samedi');
    expect(toAdmin?.textBody).not.toContain('Available on');
    expect(toTeam?.subject).toBe('New request for viewing in Ottawa / Nouvelle demande de visite à Ottawa');
    expect(toTeam?.textBody).toContain(by.user.email);
  });

  it('sends no e-mail while the kind is off', async () => {
    await updateNotificationSetting(api.deps.db, {
      kind: 'VIEWING_REQUEST_TO_STAFF',
      enabled: false,
      recipients: [],
    });
    const id = await sentRequest(api);
    const mails = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, VIEWING_REQUEST_TO_STAFF_TEMPLATE));
    expect(mails.filter((m) => m.textBody.includes(id))).toEqual([]);
  });

  it('refuses bad input field by field, in the caller’s language', async () => {
    const by = await api.factories.user({ userType: 'RENTER', locale: 'fr' });
    const r = await api.execute(
      REQUEST_FOR_VIEWING,
      {
        data: validRequest({
          pre_viewing_city: { city: ' ', province: 'ON' },
          availabilityDays: [],
          budget: -5,
        }),
      },
      { token: by.token },
    );
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    const fields = (r.errors?.[0]?.extensions as { fields: { path: string; message: string }[] }).fields;
    expect(fields.map((f) => f.path)).toEqual(['pre_viewing_city.city', 'budget', 'availabilityDays']);
    expect(fields[0]?.message).toContain('Ville');
  });

  it(`keeps at most ${OPEN_VIEWING_REQUESTS_MAX} open per renter, and counts closed ones out`, async () => {
    const by = await renter();
    const ids = [];
    for (let i = 0; i < OPEN_VIEWING_REQUESTS_MAX; i++) ids.push(await sentRequest(api, by));
    const refused = await send(by, validRequest());
    expect(errorCodes(refused)).toEqual(['VIEWING_REQUEST_LIMIT_REACHED']);
    expect(refused.errors?.[0]?.message).toContain(String(OPEN_VIEWING_REQUESTS_MAX));
    await update(ids[0]!, { status: 'CLOSED' });
    expect((await send(by, validRequest())).errors).toBeUndefined();
  });

  it('needs a signed-in caller', async () => {
    expect(errorCodes(await api.execute(REQUEST_FOR_VIEWING, { data: validRequest() }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});

describe('staff handling requests', () => {
  it('filters by status, assignee, city and search, newest first', async () => {
    const by = await renter();
    const first = await sentRequest(api, by);
    const second = (await send(by, validRequest({ pre_viewing_city: { city: 'Gatineau', province: 'QC' } })))
      .data!.requestForViewing.id;
    const mine = await list({ search: by.user.email });
    expect(mine.data?.viewingRequests.items.map((i) => i.id)).toEqual([second, first]);
    expect((await list({ search: by.user.email, city: 'gatin' })).data?.viewingRequests.count).toBe(1);
    await update(first, { assignedTo: admin.user.id, status: 'IN_PROGRESS' });
    const taken = await list({ search: by.user.email, assignedTo: admin.user.id, status: 'IN_PROGRESS' });
    expect(taken.data?.viewingRequests.items.map((i) => i.id)).toEqual([first]);
    const free = await list({ search: by.user.email, assignedTo: 'NONE' });
    expect(free.data?.viewingRequests.items.map((i) => i.id)).toEqual([second]);
    expect((await list({ id: second })).data?.viewingRequests.items.map((i) => i.id)).toEqual([second]);
    expect(errorCodes(await list({ assignedTo: 'somebody' }))).toEqual(['VALIDATION_FAILED']);
  });

  it('assigns, changes the status and the note, with one audit entry per change', async () => {
    const id = await sentRequest(api);
    const changed = await update(id, {
      assignedTo: admin.user.id,
      status: 'IN_PROGRESS',
      note: 'Called, visits Saturday.',
    });
    expect(changed.data?.updateViewingRequest).toEqual({
      id,
      status: 'IN_PROGRESS',
      staffNote: 'Called, visits Saturday.',
      assignedTo: { id: admin.user.id },
    });
    await update(id, { status: 'IN_PROGRESS' }); // no change: no entry
    await update(id, { assignedTo: null });
    const entries = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'VIEWING_REQUEST'), eq(auditLog.entityId, id)));
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { status: 'IN_PROGRESS', assignedTo: admin.user.id, note: 'Called, visits Saturday.' },
        { assignedTo: null },
      ]),
    );
    expect(entries).toHaveLength(2);
    const trail = await api.execute<{ auditTrail: { action: string }[] }>(
      'query($id: ID!) { auditTrail(entityType: VIEWING_REQUEST, entityId: $id) { action } }',
      { id },
      { token: admin.token },
    );
    expect(trail.data?.auditTrail.map((e) => e.action)).toEqual([
      'viewingRequest.update',
      'viewingRequest.update',
    ]);
  });

  it('assigns only staff who read the inbox, and answers unknown requests with their code', async () => {
    const id = await sentRequest(api);
    const other = await renter();
    expect(errorCodes(await update(id, { assignedTo: other.user.id }))).toEqual([
      'VIEWING_REQUEST_ASSIGNEE_NOT_STAFF',
    ]);
    const noInbox = await api.factories.user({ userType: 'SUB_ADMIN' });
    expect(errorCodes(await update(id, { assignedTo: noInbox.user.id }))).toEqual([
      'VIEWING_REQUEST_ASSIGNEE_NOT_STAFF',
    ]);
    expect(errorCodes(await update('6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', { status: 'DONE' }))).toEqual([
      'VIEWING_REQUEST_NOT_FOUND',
    ]);
    expect(errorCodes(await update('nope', { status: 'DONE' }))).toEqual(['VALIDATION_FAILED']);
    const [row] = await api.deps.db.select().from(viewingRequests).where(eq(viewingRequests.id, id));
    expect(row?.assignedTo).toBeNull();
  });

  it('lets a sub-admin with inbox view read and with inbox edit change, and lists them as assignees', async () => {
    const reader = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'inbox', view: true, edit: false, add: false, delete: false }],
    });
    const editor = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'inbox', view: true, edit: true, add: false, delete: false }],
    });
    const id = await sentRequest(api);
    expect((await list({}, reader.token)).errors).toBeUndefined();
    expect(errorCodes(await update(id, { status: 'DONE' }, reader.token))).toEqual(['NO_ACCESS']);
    expect((await update(id, { assignedTo: reader.user.id }, editor.token)).errors).toBeUndefined();
    const assignees = await api.execute<{ viewingRequestAssignees: { id: string }[] }>(
      'query { viewingRequestAssignees { id } }',
      {},
      { token: editor.token },
    );
    const ids = assignees.data!.viewingRequestAssignees.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, reader.user.id, editor.user.id]));
  });
});
