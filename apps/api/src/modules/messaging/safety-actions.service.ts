import type { ReportReason } from '@rentals/domain/messaging/enums';
import type { ReportConversationInput } from '@rentals/domain/messaging/schemas';
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationReports, roomParticipants, rooms } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { roomMemberIds } from './message.service';
import { roomForViewer, type RoomView } from './room.service';

/*
 * What a participant does about a conversation that goes wrong (issue 16): report it to staff, or
 * block it. A block stops every message in the room (createMessage answers CONVERSATION_BLOCKED,
 * message.service.ts) while any participant keeps theirs; the room stays readable for both, and
 * only the one who blocked may lift their block. Staff reading from the inbox do neither: these are
 * the renter's and the owner's, and a room they are not in answers ROOM_NOT_FOUND.
 */

/** The caller's own participant row (renter or owner) in the room, or ROOM_NOT_FOUND. */
async function ownParticipation(db: Db, viewer: Viewer, roomId: string) {
  const [participant] = await db
    .select()
    .from(roomParticipants)
    .where(
      and(
        eq(roomParticipants.roomId, roomId),
        eq(roomParticipants.userId, viewer.id),
        ne(roomParticipants.role, 'STAFF'),
      ),
    );
  if (!participant) throw new AppError('ROOM_NOT_FOUND');
  return participant;
}

export interface ConversationReportView {
  id: string;
  roomId: string;
  reason: ReportReason;
  text: string;
  createdAt: Date;
  resolvedAt: Date | null;
  /** The participant who reported; null once their account is deleted. */
  reporter: { id: string; firstName: string | null; lastName: string | null; email: string } | null;
}

/** Reports with their reporter, newest first. */
const selectReports = (db: Db, where: SQL) =>
  db
    .select({
      id: conversationReports.id,
      roomId: conversationReports.roomId,
      reason: conversationReports.reason,
      text: conversationReports.text,
      createdAt: conversationReports.createdAt,
      resolvedAt: conversationReports.resolvedAt,
      reporter: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(conversationReports)
    .leftJoin(users, eq(users.id, conversationReports.reporterId))
    .where(where)
    .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id));

const toReportView = (row: Awaited<ReturnType<typeof selectReports>>[number]): ConversationReportView => ({
  ...row,
  reason: row.reason as ReportReason,
});

async function reportById(db: Db, id: string): Promise<ConversationReportView> {
  const [row] = await selectReports(db, eq(conversationReports.id, id));
  return toReportView(row!);
}

/**
 * reportConversation: a participant tells staff about a conversation (the inbox counts its open
 * reports). The same report sent again while the first is open (a double click, a retry) answers
 * the first rather than adding one.
 */
export async function reportConversation(
  db: Db,
  viewer: Viewer,
  input: ReportConversationInput,
): Promise<ConversationReportView> {
  await ownParticipation(db, viewer, input.room);
  const [same] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(
      and(
        eq(conversationReports.roomId, input.room),
        eq(conversationReports.reporterId, viewer.id),
        eq(conversationReports.reason, input.reason),
        eq(conversationReports.text, input.text),
        isNull(conversationReports.resolvedAt),
      ),
    );
  if (same) return reportById(db, same.id);
  const [report] = await db
    .insert(conversationReports)
    .values({ roomId: input.room, reporterId: viewer.id, reason: input.reason, text: input.text })
    .returning({ id: conversationReports.id });
  return reportById(db, report!.id);
}

/** conversationReports(roomId): a conversation's reports for staff with inbox view, newest first. */
export async function reportsOfRoom(db: Db, roomId: string): Promise<ConversationReportView[]> {
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw new AppError('ROOM_NOT_FOUND');
  return (await selectReports(db, eq(conversationReports.roomId, roomId))).map(toReportView);
}

/**
 * blockConversation / unblockConversation: sets or clears the caller's own block (a second block
 * keeps the first time). Each member's room list hears of it, and the caller gets the room as
 * their list shows it.
 */
export async function setConversationBlock(
  deps: AppDeps,
  viewer: Viewer,
  roomId: string,
  block: boolean,
): Promise<RoomView> {
  await ownParticipation(deps.db, viewer, roomId);
  await deps.db
    .update(roomParticipants)
    .set({ blockedAt: block ? sql`coalesce(${roomParticipants.blockedAt}, now())` : null })
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.userId, viewer.id)));
  for (const userId of await roomMemberIds(deps.db, roomId)) {
    deps.pubsub.publish('user:rooms', userId, { roomId });
  }
  const room = await roomForViewer(deps.db, viewer, roomId);
  if (!room) throw new AppError('ROOM_NOT_FOUND');
  return room;
}
