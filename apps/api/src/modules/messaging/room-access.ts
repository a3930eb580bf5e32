import { hasModulePermission } from '@rentals/domain/users/rules';
import { and, eq } from 'drizzle-orm';
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
  const [participant] = await db
    .select()
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.userId, viewer.id)));
  if (participant && participant.role !== 'STAFF') return { roomId, participant, asStaff: false };
  if (hasModulePermission(viewer, 'inbox', need === 'read' ? 'view' : 'edit')) {
    const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
    if (room) return { roomId, participant: participant ?? null, asStaff: true };
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
