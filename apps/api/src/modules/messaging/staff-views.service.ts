import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import { rooms } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';

/*
 * Staff reading a conversation they are not part of is recorded in the audit trail (room.view on
 * the ROOM), so an admin can answer "who read this, and when" (roomStaffViews). One entry per
 * opening: the first page of messagesInRoom is recorded, earlier pages are the same reading, and a
 * staff member reopening the same conversation within STAFF_VIEW_WINDOW_MINUTES of their last
 * recorded view (a refetch, a reconnect) adds no entry.
 */

export const STAFF_VIEW_WINDOW_MINUTES = 10;

/** Records that `viewer`, as staff, opened the room, unless they did within the window. */
export async function recordStaffView(db: Db, viewer: Viewer, roomId: string): Promise<void> {
  const [recent] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'ROOM'),
        eq(auditLog.entityId, roomId),
        eq(auditLog.action, 'room.view'),
        eq(auditLog.actorId, viewer.id),
        gt(auditLog.createdAt, sql`now() - make_interval(mins => ${STAFF_VIEW_WINDOW_MINUTES})`),
      ),
    )
    .limit(1);
  if (recent) return;
  await recordAudit(db, viewer, { action: 'room.view', entityType: 'ROOM', entityId: roomId });
}

export interface StaffView {
  id: string;
  /** The staff member; null once their account is deleted (the e-mail stays). */
  staffId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  viewedAt: Date;
}

/** roomStaffViews: who of the staff opened a conversation, and when, newest first (the last 100). */
export async function roomStaffViews(db: Db, roomId: string): Promise<StaffView[]> {
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw new AppError('ROOM_NOT_FOUND');
  return db
    .select({
      id: auditLog.id,
      staffId: auditLog.actorId,
      email: auditLog.actorEmail,
      firstName: users.firstName,
      lastName: users.lastName,
      viewedAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(eq(auditLog.entityType, 'ROOM'), eq(auditLog.entityId, roomId), eq(auditLog.action, 'room.view')),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100);
}
