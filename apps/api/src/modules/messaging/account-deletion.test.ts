import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileObjects } from '../../db/schema/files';
import { roomParticipants } from '../../db/schema/messaging';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { PDF_BYTES, fileOf } from '../files/test-files';
import { openRoom } from './test-rooms';

/*
 * Deleting an account keeps the other party's conversation (issue 16, README's deletion section):
 * the deleted user's messages stay with no sender ('Deleted user'), their attachments go.
 */

let api: TestApi;
let admin: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const UPLOAD =
  'mutation($files: [Upload!]!) { multipleFileUpload(files: $files, pathType: MESSAGE_ATTACHMENT) { id } }';
const FILE_POST =
  'mutation($room: ID!, $url: ID!) { createMessage(room: $room, type: FILE, url: $url) { id } }';
const PAGE = `query($roomId: ID!) {
  messagesInRoom(roomId: $roomId) { items { text type sender { id } file { id } } }
}`;
const ROOMS = '{ roomsPerUser { items { id otherParty { id } lastMessage { text } } } }';

type Page = {
  messagesInRoom: {
    items: { text: string; type: string; sender: { id: string } | null; file: { id: string } | null }[];
  };
};

describe('deleting a renter', () => {
  it("keeps the landlord's conversation with their messages unsigned, and removes their files", async () => {
    const room = await openRoom(api, undefined, 'Is the flat still free?');
    const uploaded = await api.upload<{ multipleFileUpload: { id: string }[] }>(
      UPLOAD,
      { files: [null] },
      { 'files.0': fileOf(PDF_BYTES, 'pay-stub.pdf') },
      { token: room.renter.token },
    );
    const fileId = uploaded.data!.multipleFileUpload[0]!.id;
    await api.execute(FILE_POST, { room: room.roomId, url: fileId }, { token: room.renter.token });
    const [file] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, fileId));
    expect(await api.deps.storage.get(file!.storageKey)).not.toBeNull();

    const deleted = await api.execute(
      'mutation($id: ID!) { deleteUser(id: $id) }',
      { id: room.renter.user.id },
      { token: admin.token },
    );
    expect(deleted.errors).toBeUndefined();

    const page = await api.execute<Page>(PAGE, { roomId: room.roomId }, { token: room.landlord.token });
    expect(page.data?.messagesInRoom.items).toEqual([
      { text: '', type: 'FILE', sender: null, file: null },
      { text: 'Is the flat still free?', type: 'TEXT', sender: null, file: null },
    ]);
    const list = await api.execute<{
      roomsPerUser: { items: { id: string; otherParty: unknown; lastMessage: unknown }[] };
    }>(ROOMS, {}, { token: room.landlord.token });
    expect(list.data?.roomsPerUser.items.find((r) => r.id === room.roomId)).toMatchObject({
      otherParty: null,
    });
    // Their place in the room and the attachment's bytes are gone.
    const participants = await api.deps.db
      .select({ userId: roomParticipants.userId })
      .from(roomParticipants)
      .where(eq(roomParticipants.roomId, room.roomId));
    expect(participants).toEqual([{ userId: room.landlord.user.id }]);
    expect(await api.deps.storage.get(file!.storageKey)).toBeNull();
  });
});
