import { eq } from 'drizzle-orm';
import { messages, roomParticipants } from '../../db/schema/messaging';
import { registerFileOwner } from '../files/file-owners';

/**
 * A message's attachment belongs to its conversation: every participant reads it, and staff with
 * inbox view. One not yet sent stays with its uploader (and admins), as files/file.policy.ts says.
 */
registerFileOwner(['MESSAGE_ATTACHMENT'], async (db, file) => {
  const [message] = await db
    .select({ roomId: messages.roomId })
    .from(messages)
    .where(eq(messages.fileId, file.id));
  if (!message) return null;
  const members = await db
    .select({ userId: roomParticipants.userId })
    .from(roomParticipants)
    .where(eq(roomParticipants.roomId, message.roomId));
  return { module: 'inbox', ownerIds: members.map((m) => m.userId) };
});
