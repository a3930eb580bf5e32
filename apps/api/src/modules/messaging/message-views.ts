import type { SafetyFlag } from '@rentals/domain/messaging/enums';
import type { MessageType } from '@rentals/domain/messaging/enums';
import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { messages, roomParticipants, type MessageRow } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { fileUrl } from '../files/file.service';

/** A message as its readers get it. */
export interface MessageView {
  id: string;
  roomId: string;
  type: MessageType;
  text: string;
  createdAt: Date;
  /** The sender; null once their account is deleted ('Deleted user'), or when posted for the team. */
  sender: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null } | null;
  asTeam: boolean;
  /** The attachment of a FILE message. */
  file: { id: string; url: string; filename: string; mimeType: string; size: number } | null;
  safetyFlags: SafetyFlag[];
  clientId: string | null;
  /** Read by every other participant (not staff): 'Seen' under the sender's last message. */
  isRead: boolean;
  /** A SYSTEM message's key and parameters: its text is rendered for each reader's language. */
  system: { key: string; params: Record<string, unknown> } | null;
}

/** A message as a pub/sub event carries it (JSON through Redis): its time as an ISO string. */
export type WireMessage = Omit<MessageView, 'createdAt'> & { createdAt: string };

export const toWireMessage = (view: MessageView): WireMessage => ({
  ...view,
  createdAt: view.createdAt.toISOString(),
});

export const fromWireMessage = (wire: WireMessage): MessageView => ({
  ...wire,
  createdAt: new Date(wire.createdAt),
});

/**
 * A message just written: nobody else has read it yet, so its read state needs no query (the
 * readers' 'Seen' arrives later through markRoomRead).
 */
export async function newMessageView(db: Db, row: MessageRow): Promise<MessageView> {
  return (await messageViews(db, [row], { readState: false }))[0]!;
}

/** The messages of one room with their senders, files and read state, in the order of `rows`. */
export async function messageViews(
  db: Db,
  rows: MessageRow[],
  { readState = true }: { readState?: boolean } = {},
): Promise<MessageView[]> {
  if (!rows.length) return [];
  const senderIds = [...new Set(rows.map((m) => m.senderId).filter((id): id is string => !!id))];
  const fileIds = rows.map((m) => m.fileId).filter((id): id is string => !!id);
  const roomIds = [...new Set(rows.map((m) => m.roomId))];
  const [senders, files, readers] = await Promise.all([
    senderIds.length
      ? db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            avatarUrl: users.avatarUrl,
          })
          .from(users)
          .where(inArray(users.id, senderIds))
      : [],
    fileIds.length ? db.select().from(fileObjects).where(inArray(fileObjects.id, fileIds)) : [],
    readState
      ? db
          .select({
            roomId: roomParticipants.roomId,
            userId: roomParticipants.userId,
            lastReadAt: roomParticipants.lastReadAt,
          })
          .from(roomParticipants)
          .where(and(inArray(roomParticipants.roomId, roomIds), ne(roomParticipants.role, 'STAFF')))
      : [],
  ]);
  const senderById = new Map(senders.map((s) => [s.id, s]));
  const fileById = new Map(files.map((f) => [f.id, f]));
  return rows.map((m) => {
    const file = m.fileId ? fileById.get(m.fileId) : undefined;
    const others = readers.filter((r) => r.roomId === m.roomId && r.userId !== m.senderId);
    return {
      id: m.id,
      roomId: m.roomId,
      type: m.type as MessageType,
      text: m.text,
      createdAt: m.createdAt,
      sender: m.asTeam || !m.senderId ? null : (senderById.get(m.senderId) ?? null),
      asTeam: m.asTeam,
      file: file
        ? {
            id: file.id,
            url: fileUrl(file.id),
            filename: file.filename,
            mimeType: file.mimeType,
            size: file.size,
          }
        : null,
      safetyFlags: m.safetyFlags as SafetyFlag[],
      clientId: m.clientId,
      isRead: others.length > 0 && others.every((r) => !!r.lastReadAt && r.lastReadAt >= m.createdAt),
      system: m.type === 'SYSTEM' ? { key: m.text, params: m.params ?? {} } : null,
    };
  });
}

/** A position in a room's messages, newest first: the created time and id of the last one shown. */
export interface MessageCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(message: MessageCursor): string {
  return Buffer.from(`${message.createdAt.toISOString()}|${message.id}`).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one this API made. */
export function decodeCursor(cursor: string): MessageCursor | null {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

/** One page of a room's messages, newest first, older than the cursor. */
export async function messagePage(db: Db, roomId: string, before: MessageCursor | null, first: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.roomId, roomId),
        before
          ? or(
              lt(messages.createdAt, before.createdAt),
              and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id)),
            )
          : sql`true`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(first + 1);
  const items = await messageViews(db, rows.slice(0, first));
  const last = rows[first - 1];
  return { items, nextCursor: rows.length > first && last ? encodeCursor(last) : null };
}
