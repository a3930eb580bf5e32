import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  act,
  bookedViewing,
  listingOfferingViewings,
  localTime,
  onViewingsManagement,
} from './test-viewings';

/* Staff handling the viewings of Viewings Management listings (issue 17): the list and assignment. */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const LIST = `query($where: StaffViewingFilter, $first: Int, $skip: Int) {
  staffViewings(where: $where, first: $first, skip: $skip) {
    count
    items { id status listingTitle assignedTo { id } }
  }
}`;
type Item = { id: string; status: string; listingTitle: string; assignedTo: { id: string } | null };
const list = (where: Record<string, unknown>, token = admin.token, paging = {}) =>
  api.execute<{ staffViewings: { count: number; items: Item[] } }>(LIST, { where, ...paging }, { token });

const ASSIGN = `mutation($viewing: ID!, $staff: ID) {
  assignViewing(viewing: $viewing, staff: $staff) { id assignedTo { id } }
}`;
const assign = (viewing: string, staff: string | null, token = admin.token) =>
  api.execute<{ assignViewing: { id: string; assignedTo: { id: string } | null } }>(
    ASSIGN,
    { viewing, staff },
    { token },
  );

/** A listing on the plan with one viewing booked, and a title of its own to find its viewings by. */
async function managedListing() {
  const listing = await listingOfferingViewings(api);
  await onViewingsManagement(api, listing.listingId);
  const title = `Plan loft ${Math.random().toString(36).slice(2, 10)}`;
  await api.deps.db.update(listings).set({ title }).where(eq(listings.id, listing.listingId));
  await bookedViewing(api, listing, '09:00');
  return { listing, title };
}

describe('the staff viewings', () => {
  it("list the plan's viewings only, filtered by status, listing and when", async () => {
    const { listing, title } = await managedListing();
    const { viewing: second } = await bookedViewing(api, listing, '11:00');
    await act(api, listing.landlord, { viewing: second.id, action: 'CANCEL', reason: 'Rented' });
    const elsewhere = await listingOfferingViewings(api);
    const { viewing: notOnPlan } = await bookedViewing(api, elsewhere, '10:00');

    const all = (await list({ search: title })).data!.staffViewings;
    expect(all.count).toBe(2);
    expect(all.items.every((v) => v.listingTitle === title)).toBe(true);
    const everything = (await list({}, admin.token, { first: 100 })).data!.staffViewings;
    expect(everything.items.map((v) => v.id)).not.toContain(notOnPlan.id);

    const upcoming = (await list({ search: title, when: 'UPCOMING' })).data!.staffViewings;
    expect(upcoming.items.map((v) => v.status)).toEqual(['CONFIRMED']);
    const past = (await list({ search: title, when: 'PAST' })).data!.staffViewings;
    expect(past.items.map((v) => v.id)).toEqual([second.id]);
    const cancelled = (await list({ search: title, status: 'CANCELLED' })).data!.staffViewings;
    expect(cancelled.count).toBe(1);
  });

  it('pages the list with the count of all matches', async () => {
    const { listing, title } = await managedListing();
    await bookedViewing(api, listing, '13:00');
    const page = (await list({ search: title }, admin.token, { first: 1, skip: 1 })).data!.staffViewings;
    expect(page.count).toBe(2);
    expect(page.items).toHaveLength(1);
  });
});

describe('assigning a viewing', () => {
  it('gives it to a staff member who reads the inbox, filters by them, and records it', async () => {
    const { listing, title } = await managedListing();
    const [viewing] = (await list({ search: title })).data!.staffViewings.items;
    const reader = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'inbox', view: true, edit: false, add: false, delete: false }],
    });
    const assigned = await assign(viewing!.id, reader.user.id);
    expect(assigned.data?.assignViewing.assignedTo).toEqual({ id: reader.user.id });
    expect((await list({ search: title, assignedTo: reader.user.id })).data!.staffViewings.count).toBe(1);
    expect((await list({ search: title, assignedTo: 'NONE' })).data!.staffViewings.count).toBe(0);
    const [entry] = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'VIEWING'), eq(auditLog.entityId, viewing!.id)));
    expect(entry).toMatchObject({ action: 'viewing.assign', after: { assignedTo: reader.user.id } });

    // The landlord and the renter do not see who on the team handles it.
    const agenda = await api.execute<{ landlordViewings: { assignedTo: unknown }[] }>(
      'query($from: String!, $to: String!) { landlordViewings(from: $from, to: $to) { assignedTo { id } } }',
      { from: localTime(0, '00:00'), to: localTime(30, '00:00') },
      { token: listing.landlord.token },
    );
    expect(agenda.data?.landlordViewings[0]).toEqual({ assignedTo: null });

    const cleared = await assign(viewing!.id, null);
    expect(cleared.data?.assignViewing.assignedTo).toBeNull();
  });

  it('refuses someone who does not read the inbox, and a viewing not on the plan', async () => {
    const { listing, title } = await managedListing();
    const [viewing] = (await list({ search: title })).data!.staffViewings.items;
    expect(errorCodes(await assign(viewing!.id, listing.landlord.user.id))).toEqual([
      'VIEWING_ASSIGNEE_NOT_STAFF',
    ]);
    const elsewhere = await listingOfferingViewings(api);
    const { viewing: notOnPlan } = await bookedViewing(api, elsewhere, '10:00');
    expect(errorCodes(await assign(notOnPlan.id, admin.user.id))).toEqual(['VIEWING_NOT_FOUND']);
  });

  it('is open to a sub-admin with inbox edit, not to one with view only', async () => {
    const { title } = await managedListing();
    const [viewing] = (await list({ search: title })).data!.staffViewings.items;
    const viewer = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'inbox', view: true, edit: false, add: false, delete: false }],
    });
    const editor = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'inbox', view: true, edit: true, add: false, delete: false }],
    });
    expect((await list({ search: title }, viewer.token)).data?.staffViewings.count).toBe(1);
    expect(errorCodes(await assign(viewing!.id, viewer.user.id, viewer.token))).toEqual(['NO_ACCESS']);
    const done = await assign(viewing!.id, editor.user.id, editor.token);
    expect(done.data?.assignViewing.assignedTo).toEqual({ id: editor.user.id });
  });
});
