import {
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
} from '@rentals/domain/messaging/limits';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { bookings, messages } from '../../db/schema/messaging';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { sseSubscription } from '../../test/sse';
import type { Viewer } from '../../graphql/context';
import type { CreatedUser } from '../../test/factories';
import { getFileById, mayReadFile } from '../files/file.service';
import { PDF_BYTES, fileOf } from '../files/test-files';
import { approvedListingOf } from '../listings/test-listings';
import { CREATE_BOOKING, openRoom } from './test-rooms';

/* Conversations between renters and owners: opening, posting, reading, paging, limits (issue 16). */

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const POST = `mutation($room: ID!, $text: String, $clientId: ID) {
  createMessage(room: $room, text: $text, clientId: $clientId) { id text isRead safetyFlags sender { id } }
}`;
const ROOMS = `{ roomsPerUser { count items { id unreadCount flagged listing { id title }
  otherParty { id } lastMessage { text } } } }`;
const PAGE = `query($roomId: ID!, $before: String) {
  messagesInRoom(roomId: $roomId, before: $before) { nextCursor items { id text isRead sender { id } } }
}`;

type RoomList = {
  roomsPerUser: {
    count: number;
    items: {
      id: string;
      unreadCount: number;
      flagged: boolean;
      otherParty: { id: string } | null;
      lastMessage: { text: string };
    }[];
  };
};

const roomCount = async () =>
  (await api.deps.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;

describe('opening a conversation', () => {
  it('gives both parties the room, with the first message unread for the owner', async () => {
    const room = await openRoom(api, undefined, 'Hello! Is the unit still available?');
    const renterRooms = await api.execute<RoomList>(ROOMS, {}, { token: room.renter.token });
    const ownerRooms = await api.execute<RoomList>(ROOMS, {}, { token: room.landlord.token });
    expect(renterRooms.data?.roomsPerUser.items).toEqual([
      expect.objectContaining({
        id: room.roomId,
        unreadCount: 0,
        otherParty: { id: room.landlord.user.id },
        lastMessage: { text: 'Hello! Is the unit still available?' },
      }),
    ]);
    expect(ownerRooms.data?.roomsPerUser).toMatchObject({
      count: 1,
      items: [{ id: room.roomId, unreadCount: 1, otherParty: { id: room.renter.user.id } }],
    });
    const unread = await api.execute('{ unreadMessages }', {}, { token: room.landlord.token });
    expect(unread.data).toEqual({ unreadMessages: 1 });
  });

  it("answers 'Booking already exist!' for a second conversation about the same listing, writing nothing", async () => {
    const room = await openRoom(api);
    const before = await roomCount();
    const again = await api.execute(
      CREATE_BOOKING,
      { data: { listing: room.listingId, text: 'Me again' } },
      { token: room.renter.token, headers: { 'accept-language': 'en' } },
    );
    expect(errorCodes(again)).toEqual(['BOOKING_ALREADY_EXISTS']);
    expect(again.errors?.[0]?.message).toBe('Booking already exist!');
    expect(await roomCount()).toBe(before);
  });

  it('refuses the owner’s own listing and a hidden listing', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    const own = await api.execute(
      CREATE_BOOKING,
      { data: { listing: listing.id, text: 'Hi' } },
      { token: landlord.token },
    );
    expect(errorCodes(own)).toEqual(['OWN_LISTING']);

    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.id));
    const renter = await api.factories.user();
    const hidden = await api.execute(
      CREATE_BOOKING,
      { data: { listing: listing.id, text: 'Hi' } },
      { token: renter.token },
    );
    expect(errorCodes(hidden)).toEqual(['LISTING_NOT_CONTACTABLE']);
  });
});

describe("a listing's bookings", () => {
  it('come a page at a time, newest conversation first, without a gap or a repeat', async () => {
    const first = await openRoom(api);
    for (let i = 0; i < 2; i++) {
      const renter = await api.factories.user({ userType: 'RENTER' });
      const opened = await api.execute(
        CREATE_BOOKING,
        { data: { listing: first.listingId, text: `Hello ${i}` } },
        { token: renter.token },
      );
      expect(opened.errors).toBeUndefined();
    }
    const page = async (variables: Record<string, number>) =>
      (
        await api.execute<{ listingPerBookings: { id: string }[] }>(
          'query($id: ID!, $first: Int, $skip: Int) { listingPerBookings(listingId: $id, first: $first, skip: $skip) { id } }',
          { id: first.listingId, ...variables },
          { token: first.landlord.token },
        )
      ).data!.listingPerBookings.map((b) => b.id);
    const all = await page({});
    expect(all).toHaveLength(3);
    expect(all.at(-1)).toBe(first.bookingId);
    expect([...(await page({ first: 2 })), ...(await page({ first: 2, skip: 2 }))]).toEqual(all);
  });
});

describe('posting and reading', () => {
  it('shows Seen once the other party has read, and clears their unread count', async () => {
    const room = await openRoom(api);
    const reply = await api.execute<{ createMessage: { id: string; isRead: boolean } }>(
      POST,
      { room: room.roomId, text: 'Yes, come Saturday.' },
      { token: room.landlord.token },
    );
    expect(reply.data?.createMessage.isRead).toBe(false);
    await api.execute(
      'mutation($r: ID!) { markRoomRead(roomId: $r) }',
      { r: room.roomId },
      { token: room.renter.token },
    );
    const page = await api.execute<{ messagesInRoom: { items: { text: string; isRead: boolean }[] } }>(
      PAGE,
      { roomId: room.roomId },
      { token: room.landlord.token },
    );
    expect(page.data?.messagesInRoom.items.map((m) => [m.text, m.isRead])).toEqual([
      ['Yes, come Saturday.', true],
      // Replying is reading: the owner had seen the renter's message.
      ['Hello! Is it still available?', true],
    ]);
    const unread = await api.execute('{ unreadMessages }', {}, { token: room.renter.token });
    expect(unread.data).toEqual({ unreadMessages: 0 });
  });

  it('refuses an empty or over-long text with a coded error, writing nothing', async () => {
    const room = await openRoom(api);
    for (const text of ['   ', 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1)]) {
      const response = await api.execute(POST, { room: room.roomId, text }, { token: room.renter.token });
      expect(errorCodes(response)).toEqual(['VALIDATION_FAILED']);
    }
    const [{ n }] = (await api.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.roomId, room.roomId))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('keeps one message when the same send arrives twice', async () => {
    const room = await openRoom(api);
    const clientId = crypto.randomUUID();
    const send = () =>
      api.execute<{ createMessage: { id: string } }>(
        POST,
        { room: room.roomId, text: 'Sent once', clientId },
        { token: room.renter.token },
      );
    const [first, second] = [await send(), await send()];
    expect(second.data?.createMessage.id).toBe(first.data?.createMessage.id);
    // And at the same moment (a double click): one is written, both answer it.
    const together = crypto.randomUUID();
    const click = () =>
      api.execute<{ createMessage: { id: string } }>(
        POST,
        { room: room.roomId, text: 'Double click', clientId: together },
        { token: room.renter.token },
      );
    const [a, b] = await Promise.all([click(), click()]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data?.createMessage.id).toBe(b.data?.createMessage.id);
    const page = await api.execute<{ messagesInRoom: { items: unknown[] } }>(
      PAGE,
      { roomId: room.roomId },
      { token: room.renter.token },
    );
    expect(page.data?.messagesInRoom.items).toHaveLength(3);
  });

  it('warns about a deposit by e-transfer to hold the unit and flags the conversation', async () => {
    const room = await openRoom(api);
    const scam = await api.execute<{ createMessage: { safetyFlags: string[] } }>(
      POST,
      { room: room.roomId, text: 'Send a $500 e-transfer deposit today to hold it.' },
      { token: room.landlord.token },
    );
    expect(scam.data?.createMessage.safetyFlags).toEqual(['DEPOSIT_TO_HOLD']);
    const list = await api.execute<RoomList>(ROOMS, {}, { token: room.renter.token });
    expect(list.data?.roomsPerUser.items.find((r) => r.id === room.roomId)?.flagged).toBe(true);
  });

  it(`stops a sender after ${MESSAGES_PER_MINUTE} messages in a minute, saying how long to wait`, async () => {
    const room = await openRoom(api);
    // The opening message counts: the sender has sent one already.
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) {
      const sent = await api.execute(
        POST,
        { room: room.roomId, text: `Message ${i}` },
        { token: room.renter.token },
      );
      expect(sent.errors).toBeUndefined();
    }
    const refused = await api.execute(
      POST,
      { room: room.roomId, text: 'One too many' },
      { token: room.renter.token },
    );
    expect(errorCodes(refused)).toEqual(['MESSAGE_THROTTLED']);
    expect(refused.errors?.[0]?.message).toMatch(
      /^You are sending messages too quickly\. Try again in \d+ seconds\.$/,
    );
    // The other party is not held back.
    const reply = await api.execute(
      POST,
      { room: room.roomId, text: 'Slow down!' },
      { token: room.landlord.token },
    );
    expect(reply.errors).toBeUndefined();
  });

  it('pages a long conversation newest first, without a gap or a repeat', async () => {
    const room = await openRoom(api, undefined, 'Message 0');
    const base = Date.now() - 3_600_000;
    await api.deps.db.insert(messages).values(
      Array.from({ length: MESSAGES_PAGE_SIZE + 4 }, (_, i) => ({
        roomId: room.roomId,
        senderId: i % 2 ? room.renter.user.id : room.landlord.user.id,
        type: 'TEXT',
        text: `Message ${i + 1}`,
        createdAt: new Date(base + (i + 1) * 1000),
      })),
    );
    await api.deps.db
      .update(messages)
      .set({ createdAt: new Date(base) })
      .where(eq(messages.text, 'Message 0'));
    type Page = { messagesInRoom: { nextCursor: string | null; items: { text: string }[] } };
    const first = await api.execute<Page>(PAGE, { roomId: room.roomId }, { token: room.renter.token });
    const second = await api.execute<Page>(
      PAGE,
      { roomId: room.roomId, before: first.data?.messagesInRoom.nextCursor },
      { token: room.renter.token },
    );
    const texts = [...first.data!.messagesInRoom.items, ...second.data!.messagesInRoom.items].map(
      (m) => m.text,
    );
    expect(first.data?.messagesInRoom.items).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(texts).toEqual(
      Array.from({ length: MESSAGES_PAGE_SIZE + 5 }, (_, i) => `Message ${MESSAGES_PAGE_SIZE + 4 - i}`),
    );
    expect(second.data?.messagesInRoom.nextCursor).toBeNull();
  });
});

describe('attachments', () => {
  // As the API sees the user: factory staff have two-factor on, without which they act as no staff.
  const viewerOf = ({ user, twoFactorSecret }: CreatedUser): Viewer => ({
    id: user.id,
    email: user.email,
    userType: user.userType,
    locale: 'en',
    permissions: [],
    twoFactorEnabled: !!twoFactorSecret,
    sessionId: 'test',
  });

  it("are read by the room's participants and inbox staff only, and one file goes in one message", async () => {
    const room = await openRoom(api);
    const uploaded = await api.upload<{ multipleFileUpload: { id: string }[] }>(
      'mutation($files: [Upload!]!) { multipleFileUpload(files: $files, pathType: MESSAGE_ATTACHMENT) { id } }',
      { files: [null] },
      { 'files.0': fileOf(PDF_BYTES, 'lease.pdf') },
      { token: room.landlord.token },
    );
    const fileId = uploaded.data!.multipleFileUpload[0]!.id;
    const FILE_POST =
      'mutation($room: ID!, $url: ID!) { createMessage(room: $room, type: FILE, url: $url) { type url file { filename mimeType } } }';
    const sent = await api.execute(
      FILE_POST,
      { room: room.roomId, url: fileId },
      { token: room.landlord.token },
    );
    expect(sent.data).toEqual({
      createMessage: {
        type: 'FILE',
        url: `/files/${fileId}`,
        file: { filename: 'lease.pdf', mimeType: 'application/pdf' },
      },
    });
    const again = await api.execute(
      FILE_POST,
      { room: room.roomId, url: fileId },
      { token: room.landlord.token },
    );
    expect(errorCodes(again)).toEqual(['FILE_NOT_FOUND']);

    const file = await getFileById(api.deps.db, fileId);
    const outsider = await api.factories.user();
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const reads = async (who: CreatedUser) => mayReadFile(api.deps.db, viewerOf(who), file);
    expect([
      await reads(room.renter),
      await reads(room.landlord),
      await reads(admin),
      await reads(outsider),
    ]).toEqual([true, true, true, false]);
  });

  it('refuses a file the sender did not upload', async () => {
    const room = await openRoom(api);
    const uploaded = await api.upload<{ multipleFileUpload: { id: string }[] }>(
      'mutation($files: [Upload!]!) { multipleFileUpload(files: $files, pathType: MESSAGE_ATTACHMENT) { id } }',
      { files: [null] },
      { 'files.0': fileOf(PDF_BYTES, 'mine.pdf') },
      { token: room.landlord.token },
    );
    const response = await api.execute(
      'mutation($room: ID!, $url: ID!) { createMessage(room: $room, type: FILE, url: $url) { id } }',
      { room: room.roomId, url: uploaded.data!.multipleFileUpload[0]!.id },
      { token: room.renter.token },
    );
    expect(errorCodes(response)).toEqual(['FILE_NOT_FOUND']);
  });
});

describe('live conversation', () => {
  it('pushes a new message to a participant subscribed to the room', async () => {
    const room = await openRoom(api);
    const subscription = await sseSubscription(
      api,
      `subscription($r: ID!) { roomMessages(roomId: $r) { text sender { id } } }`,
      { r: room.roomId },
      room.renter.token,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await api.execute(POST, { room: room.roomId, text: 'Live reply' }, { token: room.landlord.token });
    expect(await subscription.next()).toEqual({
      data: { roomMessages: { text: 'Live reply', sender: { id: room.landlord.user.id } } },
    });
    await subscription.close();
  });
});
