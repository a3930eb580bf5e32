import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationReports, roomParticipants } from '../../db/schema/messaging';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { openRoom, type TestRoom } from './test-rooms';

/* A participant reports or blocks a conversation; staff see the reports (issue 16). */

let api: TestApi;
let admin: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const REPORT = `mutation($data: ReportConversationInput!) {
  reportConversation(data: $data) { id room reason text resolvedAt reporter { id email } }
}`;
const REPORTS = `query($roomId: ID!) {
  conversationReports(roomId: $roomId) { id reason text createdAt resolvedAt reporter { id email } }
}`;
const POST = 'mutation($room: ID!, $text: String) { createMessage(room: $room, text: $text) { id } }';
const BLOCK = 'mutation($roomId: ID!) { blockConversation(roomId: $roomId) { id blocked blockedByViewer } }';
const UNBLOCK =
  'mutation($roomId: ID!) { unblockConversation(roomId: $roomId) { id blocked blockedByViewer } }';
const PAGE = 'query($roomId: ID!) { messagesInRoom(roomId: $roomId) { items { text } } }';
const ROOMS = '{ roomsPerUser { items { id blocked blockedByViewer } } }';

const post = (room: TestRoom, who: CreatedUser, text: string) =>
  api.execute(POST, { room: room.roomId, text }, { token: who.token });
const openReports = async (room: TestRoom) =>
  (
    await api.execute<{ adminInboxRooms: { items: { openReportCount: number; blocked: boolean }[] } }>(
      'query($id: ID) { adminInboxRooms(where: { listingId: $id }) { items { openReportCount blocked } } }',
      { id: room.listingId },
      { token: admin.token },
    )
  ).data!.adminInboxRooms.items[0]!;

describe('reporting a conversation', () => {
  it('stores the report for staff, who see it counted in the inbox and listed with its reporter', async () => {
    const room = await openRoom(api);
    const sent = await api.execute<{ reportConversation: { id: string } }>(
      REPORT,
      { data: { room: room.roomId, reason: 'SCAM', text: '  Asked for a wire before any visit.  ' } },
      { token: room.renter.token },
    );
    expect(sent.data?.reportConversation).toMatchObject({
      room: room.roomId,
      reason: 'SCAM',
      text: 'Asked for a wire before any visit.',
      resolvedAt: null,
      reporter: { id: room.renter.user.id },
    });
    // The same report again (a double click) is the same report; another reason is another.
    const again = await api.execute<{ reportConversation: { id: string } }>(
      REPORT,
      { data: { room: room.roomId, reason: 'SCAM', text: 'Asked for a wire before any visit.' } },
      { token: room.renter.token },
    );
    expect(again.data?.reportConversation.id).toBe(sent.data?.reportConversation.id);
    await api.execute(
      REPORT,
      { data: { room: room.roomId, reason: 'HARASSMENT' } },
      { token: room.landlord.token },
    );

    expect((await openReports(room)).openReportCount).toBe(2);
    const list = await api.execute<{ conversationReports: { reason: string; reporter: { id: string } }[] }>(
      REPORTS,
      { roomId: room.roomId },
      { token: admin.token },
    );
    expect(list.data?.conversationReports.map((r) => [r.reason, r.reporter.id])).toEqual([
      ['HARASSMENT', room.landlord.user.id],
      ['SCAM', room.renter.user.id],
    ]);
  });

  it('is for participants only, with a coded error for a long text', async () => {
    const room = await openRoom(api);
    const outsider = await api.factories.user();
    for (const who of [outsider, admin]) {
      const response = await api.execute(
        REPORT,
        { data: { room: room.roomId, reason: 'SPAM' } },
        { token: who.token },
      );
      expect(errorCodes(response)).toEqual(['ROOM_NOT_FOUND']);
    }
    const long = await api.execute(
      REPORT,
      { data: { room: room.roomId, reason: 'OTHER', text: 'x'.repeat(4001) } },
      { token: room.renter.token },
    );
    expect(errorCodes(long)).toEqual(['VALIDATION_FAILED']);
    const stored = await api.deps.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.roomId, room.roomId));
    expect(stored).toEqual([]);
  });
});

describe('blocking a conversation', () => {
  it('stops every message while a participant blocks it, and keeps it readable', async () => {
    const room = await openRoom(api, undefined, 'First message');
    const blocked = await api.execute(BLOCK, { roomId: room.roomId }, { token: room.renter.token });
    expect(blocked.data).toEqual({
      blockConversation: { id: room.roomId, blocked: true, blockedByViewer: true },
    });

    for (const who of [room.landlord, room.renter, admin]) {
      expect(errorCodes(await post(room, who, 'Hello?'))).toEqual(['CONVERSATION_BLOCKED']);
    }
    for (const who of [room.landlord, room.renter, admin]) {
      const page = await api.execute(PAGE, { roomId: room.roomId }, { token: who.token });
      expect(page.data).toEqual({ messagesInRoom: { items: [{ text: 'First message' }] } });
    }
    const ownerList = await api.execute<{ roomsPerUser: { items: { id: string }[] } }>(
      ROOMS,
      {},
      { token: room.landlord.token },
    );
    expect(ownerList.data?.roomsPerUser.items).toEqual([
      { id: room.roomId, blocked: true, blockedByViewer: false },
    ]);
    expect((await openReports(room)).blocked).toBe(true);

    // The other party's unblock does not lift the renter's block.
    const notTheirs = await api.execute(UNBLOCK, { roomId: room.roomId }, { token: room.landlord.token });
    expect(notTheirs.data).toEqual({
      unblockConversation: { id: room.roomId, blocked: true, blockedByViewer: false },
    });
    expect(errorCodes(await post(room, room.landlord, 'Still there?'))).toEqual(['CONVERSATION_BLOCKED']);

    const lifted = await api.execute(UNBLOCK, { roomId: room.roomId }, { token: room.renter.token });
    expect(lifted.data).toEqual({
      unblockConversation: { id: room.roomId, blocked: false, blockedByViewer: false },
    });
    expect((await post(room, room.landlord, 'Thanks for unblocking.')).errors).toBeUndefined();
  });

  it('keeps the first block time when blocked twice, and is for participants only', async () => {
    const room = await openRoom(api);
    const outsider = await api.factories.user();
    for (const who of [outsider, admin]) {
      const response = await api.execute(BLOCK, { roomId: room.roomId }, { token: who.token });
      expect(errorCodes(response)).toEqual(['ROOM_NOT_FOUND']);
    }
    const blockedAt = async () =>
      (
        await api.deps.db
          .select({ at: roomParticipants.blockedAt })
          .from(roomParticipants)
          .where(
            and(eq(roomParticipants.roomId, room.roomId), eq(roomParticipants.userId, room.landlord.user.id)),
          )
      )[0]?.at;
    await api.execute(BLOCK, { roomId: room.roomId }, { token: room.landlord.token });
    const first = await blockedAt();
    const twice = await api.execute(BLOCK, { roomId: room.roomId }, { token: room.landlord.token });
    expect(twice.errors).toBeUndefined();
    expect(first).toBeInstanceOf(Date);
    expect(await blockedAt()).toEqual(first);
    expect(errorCodes(await post(room, room.renter, 'Hi'))).toEqual(['CONVERSATION_BLOCKED']);
  });
});
