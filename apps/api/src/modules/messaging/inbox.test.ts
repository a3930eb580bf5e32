import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { conversationReports, rooms } from '../../db/schema/messaging';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { openRoom, type TestRoom } from './test-rooms';

/* The staff inbox: every conversation, filters, 'unread' for staff, handled, staff views (issue 16). */

let api: TestApi;
let admin: CreatedUser;
/** A sub-admin with inbox view only. */
let viewer: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
  viewer = await api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [{ module: 'inbox', view: true, add: false, edit: false, delete: false }],
  });
});
afterAll(() => api.close());

const INBOX = `query($where: AdminInboxFilter, $first: Int, $skip: Int) {
  adminInboxRooms(where: $where, first: $first, skip: $skip) {
    count
    items { id listing { id title } renter { id email firstName } owner { id email }
      lastMessage { text } lastMessageTime flagged handledAt handledBy unreadCount openReportCount blocked }
  }
}`;
const POST = 'mutation($room: ID!, $text: String) { createMessage(room: $room, text: $text) { id } }';
const HANDLED = `mutation($roomId: ID!, $handled: Boolean!) {
  markRoomHandled(roomId: $roomId, handled: $handled) { id handledAt handledBy unreadCount openReportCount }
}`;
const PAGE = `query($roomId: ID!, $before: String, $first: Int) {
  messagesInRoom(roomId: $roomId, before: $before, first: $first) { nextCursor items { id } }
}`;
const VIEWS = 'query($roomId: ID!) { roomStaffViews(roomId: $roomId) { staffId email firstName viewedAt } }';

interface InboxItem {
  id: string;
  listing: { id: string; title: string };
  renter: { id: string; email: string } | null;
  owner: { id: string; email: string } | null;
  lastMessage: { text: string } | null;
  handledAt: string | null;
  handledBy: string | null;
  unreadCount: number;
  openReportCount: number;
  flagged: boolean;
  blocked: boolean;
}
type Inbox = { adminInboxRooms: { count: number; items: InboxItem[] } };

const inbox = async (where: Record<string, unknown> = {}, who = admin, paging = {}) =>
  api.execute<Inbox>(INBOX, { where, ...paging }, { token: who.token });
const itemOf = async (room: TestRoom) =>
  (await inbox({ listingId: room.listingId })).data!.adminInboxRooms.items[0]!;
const post = (room: TestRoom, who: CreatedUser, text: string) =>
  api.execute(POST, { room: room.roomId, text }, { token: who.token });

describe('the staff inbox', () => {
  it('lists every conversation, newest message first, with both parties, the listing and the last message', async () => {
    const older = await openRoom(api);
    const newer = await openRoom(api);
    await post(older, older.landlord, 'Yes, it is available.');
    const list = await inbox({}, viewer);
    const ids = list.data!.adminInboxRooms.items.map((r) => r.id);
    // The reply made the older conversation the newest.
    expect(ids.indexOf(older.roomId)).toBeLessThan(ids.indexOf(newer.roomId));
    expect(list.data!.adminInboxRooms.count).toBeGreaterThanOrEqual(2);
    expect(list.data!.adminInboxRooms.items.find((r) => r.id === older.roomId)).toMatchObject({
      listing: { id: older.listingId },
      renter: { id: older.renter.user.id, email: older.renter.user.email },
      owner: { id: older.landlord.user.id, email: older.landlord.user.email },
      lastMessage: { text: 'Yes, it is available.' },
      flagged: false,
      handledAt: null,
      openReportCount: 0,
      blocked: false,
    });
  });

  it("gives one listing's conversations (/adminInbox/{id}/listing), one user's and one by id, paged with the count", async () => {
    const first = await openRoom(api);
    const renter = await api.factories.user();
    await api.execute(
      'mutation($data: CreateBookingInput!) { createBooking(data: $data) { id } }',
      { data: { listing: first.listingId, text: 'Me too, is it free?' } },
      { token: renter.token },
    );
    const ofListing = await inbox({ listingId: first.listingId });
    expect(ofListing.data?.adminInboxRooms.count).toBe(2);
    expect(ofListing.data?.adminInboxRooms.items.map((r) => r.renter?.id)).toEqual([
      renter.user.id,
      first.renter.user.id,
    ]);
    const page = await inbox({ listingId: first.listingId }, admin, { first: 1, skip: 1 });
    expect(page.data?.adminInboxRooms).toMatchObject({ count: 2, items: [{ id: first.roomId }] });
    // The owner is in both; the first renter in one.
    expect((await inbox({ userId: first.landlord.user.id })).data?.adminInboxRooms.count).toBe(2);
    expect((await inbox({ userId: first.renter.user.id })).data?.adminInboxRooms.items).toEqual([
      expect.objectContaining({ id: first.roomId }),
    ]);
    // One conversation by its id: a link to one that is not on the page shown.
    expect((await inbox({ roomId: first.roomId }, viewer)).data?.adminInboxRooms).toMatchObject({
      count: 1,
      items: [{ id: first.roomId, renter: { id: first.renter.user.id } }],
    });
    expect(errorCodes(await inbox({ roomId: 'abc' }))).toEqual(['VALIDATION_FAILED']);
  });

  it('finds message text literally: % and _ are letters, case does not matter', async () => {
    const sale = await openRoom(api, undefined, 'Is the 50% DISCOUNT on rent_first real?');
    const other = await openRoom(api, undefined, 'Is the 50 discount on rentXfirst real?');
    const found = async (search: string) =>
      (await inbox({ search }))
        .data!.adminInboxRooms.items.map((r) => r.id)
        .filter((id) => id === sale.roomId || id === other.roomId);
    expect(await found('50% discount')).toEqual([sale.roomId]);
    expect(await found('rent_first')).toEqual([sale.roomId]);
    expect(await found('  DISCOUNT on rent')).toEqual([other.roomId, sale.roomId]);
    const tooLong = await inbox({ search: 'x'.repeat(201) });
    expect(errorCodes(tooLong)).toEqual(['VALIDATION_FAILED']);
  });

  it('filters flagged and handled conversations', async () => {
    const scam = await openRoom(api);
    await post(scam, scam.landlord, 'Send a $500 e-transfer deposit today to hold it.');
    const calm = await openRoom(api);
    await api.execute(HANDLED, { roomId: calm.roomId, handled: true }, { token: admin.token });
    const ids = async (where: Record<string, unknown>) =>
      (await inbox(where))
        .data!.adminInboxRooms.items.map((r) => r.id)
        .filter((id) => id === scam.roomId || id === calm.roomId);
    expect(await ids({ flagged: true })).toEqual([scam.roomId]);
    expect(await ids({ flagged: false })).toEqual([calm.roomId]);
    expect(await ids({ handled: true })).toEqual([calm.roomId]);
    expect(await ids({ handled: false })).toEqual([scam.roomId]);
  });
});

describe('unread and handled', () => {
  it("counts the parties' messages since staff last marked the conversation handled", async () => {
    const room = await openRoom(api);
    await post(room, room.landlord, 'Hi!');
    expect((await itemOf(room)).unreadCount).toBe(2);

    const handled = await api.execute<{ markRoomHandled: InboxItem }>(
      HANDLED,
      { roomId: room.roomId, handled: true },
      { token: admin.token },
    );
    expect(handled.data?.markRoomHandled).toMatchObject({ unreadCount: 0, handledBy: admin.user.id });
    expect(handled.data?.markRoomHandled.handledAt).toEqual(expect.any(String));
    expect((await inbox({ listingId: room.listingId, unreadOnly: true })).data?.adminInboxRooms.count).toBe(
      0,
    );

    // A party's message clears handled; only it is unread. The team's own message does not count.
    await post(room, room.renter, 'When can I visit?');
    await post(room, admin, 'The team is looking into it.');
    expect(await itemOf(room)).toMatchObject({ handledAt: null, handledBy: null, unreadCount: 1 });
    expect((await inbox({ listingId: room.listingId, unreadOnly: true })).data?.adminInboxRooms.count).toBe(
      1,
    );

    // The team answers and marks it handled: its own later answer keeps it handled.
    await api.execute(HANDLED, { roomId: room.roomId, handled: true }, { token: admin.token });
    await post(room, admin, 'Anything else, just ask.');
    expect(await itemOf(room)).toMatchObject({ handledBy: admin.user.id, unreadCount: 0 });

    // Marked not handled: the last time it was handled still counts.
    await api.execute(HANDLED, { roomId: room.roomId, handled: true }, { token: admin.token });
    await api.execute(HANDLED, { roomId: room.roomId, handled: false }, { token: admin.token });
    expect(await itemOf(room)).toMatchObject({ handledAt: null, unreadCount: 0 });
  });

  it('records each change in the audit trail, resolves open reports, and refuses an unknown room', async () => {
    const room = await openRoom(api);
    await api.deps.db.insert(conversationReports).values({
      roomId: room.roomId,
      reporterId: room.renter.user.id,
      reason: 'SPAM',
    });
    expect((await itemOf(room)).openReportCount).toBe(1);
    const done = await api.execute<{ markRoomHandled: InboxItem }>(
      HANDLED,
      { roomId: room.roomId, handled: true },
      { token: admin.token },
    );
    expect(done.data?.markRoomHandled.openReportCount).toBe(0);
    // Marking it as it is records nothing.
    await api.execute(HANDLED, { roomId: room.roomId, handled: true }, { token: admin.token });
    await api.execute(HANDLED, { roomId: room.roomId, handled: false }, { token: admin.token });
    const trail = await api.execute<{ auditTrail: { action: string; actorEmail: string; after: string }[] }>(
      'query($id: ID!) { auditTrail(entityType: ROOM, entityId: $id) { action actorEmail after } }',
      { id: room.roomId },
      { token: admin.token },
    );
    expect(trail.data?.auditTrail.map((e) => [e.action, e.actorEmail, JSON.parse(e.after)])).toEqual([
      ['room.unhandle', admin.user.email, { handled: false }],
      ['room.handle', admin.user.email, { handled: true, resolvedReports: 1 }],
    ]);
    const unknown = await api.execute(
      HANDLED,
      { roomId: crypto.randomUUID(), handled: true },
      { token: admin.token },
    );
    expect(errorCodes(unknown)).toEqual(['ROOM_NOT_FOUND']);
    // Inbox view alone does not mark.
    const viewOnly = await api.execute(
      HANDLED,
      { roomId: room.roomId, handled: true },
      { token: viewer.token },
    );
    expect(errorCodes(viewOnly)).toEqual(['NO_ACCESS']);
  });
});

describe('staff reading a conversation', () => {
  it('is recorded, who and when, for staff who are not part of it; admins read the record', async () => {
    const room = await openRoom(api);
    const read = (who: CreatedUser, before?: string) =>
      api.execute<{ messagesInRoom: { nextCursor: string | null } }>(
        PAGE,
        { roomId: room.roomId, before, first: 1 },
        { token: who.token },
      );
    // The participants' own reading is not recorded.
    await read(room.renter);
    await read(room.landlord);
    const first = await read(viewer);
    expect(first.errors).toBeUndefined();
    // Reopening at once, or reading earlier pages, is the same reading.
    await read(viewer);
    await post(room, room.landlord, 'Reply');
    const again = await read(viewer);
    await read(viewer, again.data!.messagesInRoom.nextCursor!);
    await read(admin);

    const views = await api.execute<{
      roomStaffViews: { staffId: string; email: string; viewedAt: string }[];
    }>(VIEWS, { roomId: room.roomId }, { token: admin.token });
    expect(views.data?.roomStaffViews.map((v) => [v.staffId, v.email])).toEqual([
      [admin.user.id, admin.user.email],
      [viewer.user.id, viewer.user.email],
    ]);
    expect(Date.now() - Date.parse(views.data!.roomStaffViews[1]!.viewedAt)).toBeLessThan(60_000);

    // A view older than the window is followed by a new one.
    await api.deps.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(and(eq(auditLog.entityId, room.roomId), eq(auditLog.actorId, viewer.user.id)));
    await read(viewer);
    const later = await api.execute<{ roomStaffViews: unknown[] }>(
      VIEWS,
      { roomId: room.roomId },
      { token: admin.token },
    );
    expect(later.data?.roomStaffViews).toHaveLength(3);

    // Only admins read who read.
    expect(errorCodes(await api.execute(VIEWS, { roomId: room.roomId }, { token: viewer.token }))).toEqual([
      'NO_ACCESS',
    ]);
    const unknown = await api.execute(VIEWS, { roomId: crypto.randomUUID() }, { token: admin.token });
    expect(errorCodes(unknown)).toEqual(['ROOM_NOT_FOUND']);
  });

  it('keeps the room handled: reading is not handling', async () => {
    const room = await openRoom(api);
    await api.execute(HANDLED, { roomId: room.roomId, handled: true }, { token: admin.token });
    await api.execute(PAGE, { roomId: room.roomId }, { token: admin.token });
    const [row] = await api.deps.db.select().from(rooms).where(eq(rooms.id, room.roomId));
    expect(row?.handledAt).not.toBeNull();
  });
});
