import { MESSAGES_PER_MINUTE } from '@rentals/domain/messaging/limits';
import { safetyFlags } from '@rentals/domain/messaging/safety';
import type { CreateMessageInput } from '@rentals/domain/messaging/schemas';
import { and, eq, gt, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import {
  messages,
  roomParticipants,
  rooms,
  type MessageRow,
  type RoomParticipantRow,
} from '../../db/schema/messaging';
import { isUniqueViolation } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { scheduleMessageEmails } from './message-notifications.service';
import { messageViews, newMessageView, toWireMessage, type MessageView } from './message-views';
import { roomAccess, roomAccessAndMembers } from './room-access';

/** Everyone who should hear about a room's change: its participants (staff who joined included). */
export async function roomMemberIds(db: Db, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: roomParticipants.userId })
    .from(roomParticipants)
    .where(eq(roomParticipants.roomId, roomId));
  return rows.map((r) => r.userId);
}

/**
 * Tells the room's subscribers and each member's room list that a message arrived, and starts the
 * e-mails to members who have not read it (after commit: the caller calls this once committed).
 * The push carries the message as its readers get it and who its readers are, so subscribers read
 * nothing again; a caller that already holds the room's participant rows passes them.
 */
export async function announceMessage(
  deps: AppDeps,
  message: MessageRow,
  members?: RoomParticipantRow[],
): Promise<MessageView> {
  const [view, participants] = await Promise.all([
    newMessageView(deps.db, message),
    members ?? deps.db.select().from(roomParticipants).where(eq(roomParticipants.roomId, message.roomId)),
  ]);
  deps.pubsub.publish('room:message', message.roomId, {
    roomId: message.roomId,
    messageId: message.id,
    message: toWireMessage(view),
    readerIds: participants.filter((p) => p.role !== 'STAFF').map((p) => p.userId),
  });
  for (const { userId } of participants) {
    deps.pubsub.publish('user:rooms', userId, { roomId: message.roomId });
  }
  // A system notice is not a message someone wrote: the change it reports has its own e-mails.
  if (message.type !== 'SYSTEM') scheduleMessageEmails(deps, message, participants);
  return view;
}

const STAFF_PARTICIPANT = {
  role: 'STAFF',
  lastReadAt: null,
  blockedAt: null,
  lastEmailedAt: null,
} as const satisfies Partial<RoomParticipantRow>;

/**
 * The per-minute sending limit, counted from the messages table itself, so every API process sees
 * the same count; the caller's transaction holds a lock on the sender meanwhile, so two requests
 * at once cannot both take the last place. MESSAGE_THROTTLED says how long to wait.
 */
async function takeSendingPlace(tx: Db, senderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-send:${senderId}`}))`);
  const [window] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${messages.createdAt})`,
    })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, sql`now() - interval '1 minute'`)));
  if ((window?.count ?? 0) < MESSAGES_PER_MINUTE) return;
  const oldest = window?.oldest ? new Date(window.oldest).getTime() : Date.now();
  const seconds = Math.max(1, Math.ceil((oldest + 60_000 - Date.now()) / 1000));
  throw new AppError('MESSAGE_THROTTLED', { seconds });
}

/** A FILE message's attachment: a MESSAGE_ATTACHMENT the sender uploaded and no message carries yet. */
async function checkAttachment(tx: Db, viewer: Viewer, fileId: string): Promise<void> {
  const [file] = await tx.select().from(fileObjects).where(eq(fileObjects.id, fileId));
  if (!file || file.ownerId !== viewer.id || file.pathType !== 'MESSAGE_ATTACHMENT') {
    throw new AppError('FILE_NOT_FOUND');
  }
  const [used] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.fileId, fileId));
  if (used) throw new AppError('FILE_NOT_FOUND');
}

/** Writes one message in a transaction the caller holds (also the first message of createBooking). */
export async function insertMessage(
  tx: Db,
  viewer: Viewer,
  input: CreateMessageInput,
  asTeam: boolean,
): Promise<MessageRow> {
  await takeSendingPlace(tx, viewer.id);
  if (input.url) await checkAttachment(tx, viewer, input.url);
  const flags = safetyFlags(input.text);
  const [message] = await tx
    .insert(messages)
    .values({
      roomId: input.room,
      senderId: viewer.id,
      asTeam,
      type: input.type,
      text: input.text,
      fileId: input.type === 'FILE' ? (input.url ?? null) : null,
      clientId: input.clientId ?? null,
      safetyFlags: flags,
    })
    .returning();
  const sentAt = message!.createdAt.toISOString();
  // The room's last message time and the sender's read state; a party's message reopens a
  // conversation staff had handled, the team's own answer does not (they have read up to their own
  // message), in one statement: this runs for every message sent.
  await tx.execute(sql`
    with room as (
      update ${rooms}
      set last_message_at = ${sentAt}::timestamptz
        ${asTeam ? sql`` : sql`, handled_at = null, handled_by = null`}
        ${flags.length ? sql`, flagged = true` : sql``}
      where id = ${input.room}
    )
    update ${roomParticipants} set last_read_at = ${sentAt}::timestamptz
    where room_id = ${input.room} and user_id = ${viewer.id}`);
  return message!;
}

/**
 * createMessage: a participant posts; staff with inbox edit post for the team (and join the room
 * so its pushes reach them). A resend with the same clientId answers the message already written.
 */
export async function createMessage(
  deps: AppDeps,
  viewer: Viewer,
  input: CreateMessageInput,
): Promise<MessageView> {
  const resent = input.clientId ? await sentWithClientId(deps.db, viewer, input) : null;
  if (resent) return resent;
  const { access, members } = await roomAccessAndMembers(deps.db, viewer, input.room, 'write');
  if (members.some((m) => m.blockedAt)) throw new AppError('CONVERSATION_BLOCKED');
  let message: MessageRow;
  try {
    message = await deps.db.transaction(async (tx) => {
      if (access.asStaff && !access.participant) {
        await tx.insert(roomParticipants).values({ roomId: input.room, userId: viewer.id, role: 'STAFF' });
      }
      return insertMessage(tx as unknown as Db, viewer, input, access.asStaff);
    });
  } catch (error) {
    // The same send arrived twice at once: the other request wrote it.
    const written = isUniqueViolation(error) ? await sentWithClientId(deps.db, viewer, input) : null;
    if (written) return written;
    throw error;
  }
  // A staff member's first post made them a participant (for the room's pushes to reach them).
  const joined: RoomParticipantRow[] = access.participant
    ? []
    : [{ ...STAFF_PARTICIPANT, roomId: input.room, userId: viewer.id, joinedAt: message.createdAt }];
  return announceMessage(deps, message, [...members, ...joined]);
}

/** The message this sender already sent with the input's clientId, if any. */
async function sentWithClientId(
  db: Db,
  viewer: Viewer,
  input: CreateMessageInput,
): Promise<MessageView | null> {
  if (!input.clientId) return null;
  const [sent] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, viewer.id), eq(messages.clientId, input.clientId)));
  if (!sent) return null;
  if (sent.roomId !== input.room) throw new AppError('ROOM_NOT_FOUND');
  return (await messageViews(db, [sent]))[0]!;
}

/** Marks a room read up to its newest message for the caller; tells the other members ('Seen'). */
export async function markRoomRead(deps: AppDeps, viewer: Viewer, roomId: string): Promise<boolean> {
  const access = await roomAccess(deps.db, viewer, roomId, 'read');
  if (!access.participant) return true; // staff reading from the inbox leave no read state
  const [newest] = await deps.db
    .select({ at: max(messages.createdAt) })
    .from(messages)
    .where(eq(messages.roomId, roomId));
  if (!newest?.at) return true;
  const [updated] = await deps.db
    .update(roomParticipants)
    .set({ lastReadAt: newest.at })
    .where(
      and(
        eq(roomParticipants.roomId, roomId),
        eq(roomParticipants.userId, viewer.id),
        sql`(${roomParticipants.lastReadAt} is null or ${roomParticipants.lastReadAt} < ${newest.at})`,
      ),
    )
    .returning({ userId: roomParticipants.userId });
  if (updated) {
    for (const userId of await roomMemberIds(deps.db, roomId)) {
      deps.pubsub.publish('user:rooms', userId, { roomId });
    }
  }
  return true;
}

/** Messages the viewer has not read, in every room they are in (not counting their own). */
export async function unreadMessageCount(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      roomParticipants,
      and(eq(roomParticipants.roomId, messages.roomId), eq(roomParticipants.userId, viewer.id)),
    )
    .where(
      and(
        sql`${messages.senderId} is distinct from ${viewer.id}`,
        sql`${messages.createdAt} > coalesce(${roomParticipants.lastReadAt}, '-infinity'::timestamptz)`,
        ne(roomParticipants.role, 'STAFF'),
        isNull(roomParticipants.blockedAt),
      ),
    );
  return row?.count ?? 0;
}
