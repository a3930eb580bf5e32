import { hasModulePermission } from '@rentals/domain/users/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomParticipants, rooms, type RoomParticipantRow } from '../../db/schema/messaging';
import { AppError } from '../../graphql/errors';
import type { Viewer } from '../../graphql/context';

/** How a caller reaches a room: as one of its participants, or as staff from the inbox. */
export interface RoomAccess {
  roomId: string;
  /** The caller's participant row; null for staff reading from the inbox without having joined. */
  participant: RoomParticipantRow | null;
  /** Whether the caller comes as staff (inbox view to read, inbox edit to post as the team). */
  asStaff: boolean;
}

/**
 * The caller's access to a room, or ROOM_NOT_FOUND: a room the caller is not in answers as one that
 * does not exist, so its existence is not revealed. Staff read any room with inbox view and post
 * in it with inbox edit.
 */
export async function roomAccess(
  db: Db,
  viewer: Viewer,
  roomId: string,
  need: 'read' | 'write',
): Promise<RoomAccess> {
  return (await roomAccessAndMembers(db, viewer, roomId, need)).access;
}

/**
 * roomAccess with the room's participant rows, read in one query: posting a message needs them
 * all (blocked state, who to tell), and a room has only a few.
 */
export async function roomAccessAndMembers(
  db: Db,
  viewer: Viewer,
  roomId: string,
  need: 'read' | 'write',
): Promise<{ access: RoomAccess; members: RoomParticipantRow[] }> {
  const members = await db.select().from(roomParticipants).where(eq(roomParticipants.roomId, roomId));
  const participant = members.find((m) => m.userId === viewer.id) ?? null;
  if (participant && participant.role !== 'STAFF') {
    return { access: { roomId, participant, asStaff: false }, members };
  }
  if (hasModulePermission(viewer, 'inbox', need === 'read' ? 'view' : 'edit')) {
    // A room always has its renter's or owner's rows; an empty list means no such room.
    const exists =
      members.length > 0 ||
      (await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId))).length > 0;
    if (exists) return { access: { roomId, participant, asStaff: true }, members };
  }
  throw new AppError('ROOM_NOT_FOUND');
}

/** Whether the caller may still see a room (a subscription checks it for every event). */
export async function canReadRoom(db: Db, viewer: Viewer, roomId: string): Promise<boolean> {
  try {
    await roomAccess(db, viewer, roomId, 'read');
    return true;
  } catch {
    return false;
  }
}
