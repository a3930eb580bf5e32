import type { InboxFilterInput } from '@rentals/domain/messaging/schemas';
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import { listings } from '../../db/schema/listings';
import { bookings, conversationReports, messages, roomParticipants, rooms } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { containing, pageOf, type Paging } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';
import { messageViews, type MessageView } from './message-views';
import { roomCoreColumns } from './room.service';

/*
 * The staff inbox (issue 16, /adminInbox): every conversation, newest message first, for staff with
 * inbox view; marking one handled for staff with inbox edit.
 *
 * 'Unread' for staff: the messages of the renter and the owner (not the team's) written after staff
 * last marked the conversation handled, all of them when it never was. A party's message clears
 * `rooms.handled_at` (message.service.ts), so the last time it was marked handled is read from its
 * audit entries (room.handle), which stay. Marking a conversation handled also resolves its open
 * reports: staff have dealt with it.
 */

/** A participant as staff see them: with the e-mail. */
export interface InboxPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export interface InboxRoomView {
  id: string;
  bookingId: string;
  listing: { id: string; title: string };
  /** Null once their account is deleted. */
  renter: InboxPerson | null;
  owner: InboxPerson | null;
  lastMessage: MessageView | null;
  lastMessageTime: Date;
  flagged: boolean;
  handledAt: Date | null;
  handledBy: string | null;
  /** Messages since staff last marked it handled (see above). */
  unreadCount: number;
  /** Reports not resolved yet. */
  openReportCount: number;
  /** A participant has blocked the other: no message can be sent. */
  blocked: boolean;
}

/** When staff last marked the room handled, from its audit entries (survives a new message). */
const lastHandledAt = sql`(
  select max(${auditLog.createdAt}) from ${auditLog}
  where ${auditLog.entityType} = 'ROOM' and ${auditLog.entityId} = ${rooms.id} and ${auditLog.action} = 'room.handle'
)`;

const unreadCount = sql<number>`(
  select count(*)::int from ${messages}
  where ${messages.roomId} = ${rooms.id} and not ${messages.asTeam}
    and ${messages.createdAt} > coalesce(${lastHandledAt}, '-infinity'::timestamptz)
)`;

const openReportCount = sql<number>`(
  select count(*)::int from ${conversationReports}
  where ${conversationReports.roomId} = ${rooms.id} and ${conversationReports.resolvedAt} is null
)`;

/** The conditions of the filters; `roomId` reads one room (a link, markRoomHandled's answer). */
function inboxWhere(filter: InboxFilterInput): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    filter.roomId ? eq(rooms.id, filter.roomId) : undefined,
    filter.listingId ? eq(bookings.listingId, filter.listingId) : undefined,
    filter.userId
      ? sql`exists (select 1 from ${roomParticipants} where ${roomParticipants.roomId} = ${rooms.id}
          and ${roomParticipants.userId} = ${filter.userId} and ${roomParticipants.role} in ('RENTER', 'OWNER'))`
      : undefined,
    filter.unreadOnly ? sql`${unreadCount} > 0` : undefined,
    filter.flagged != null ? eq(rooms.flagged, filter.flagged) : undefined,
    filter.handled == null
      ? undefined
      : filter.handled
        ? isNotNull(rooms.handledAt)
        : isNull(rooms.handledAt),
    // Literal: % and _ typed by staff are letters (sql-helpers.ts), case does not matter.
    search
      ? sql`exists (select 1 from ${messages} where ${messages.roomId} = ${rooms.id}
          and ${messages.text} ilike ${containing(search)})`
      : undefined,
  );
}

/** adminInboxRooms: every conversation matching the filters, newest message first, with the count. */
export async function adminInboxRooms(
  db: Db,
  filter: InboxFilterInput,
  paging: Paging,
): Promise<{ items: InboxRoomView[]; count: number }> {
  const where = inboxWhere(filter);
  const { first, skip } = pageOf(paging);
  const [rows, [total]] = await Promise.all([
    first
      ? db
          .select({
            ...roomCoreColumns,
            handledAt: rooms.handledAt,
            handledBy: rooms.handledBy,
            unreadCount,
            openReportCount,
          })
          .from(rooms)
          .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
          .innerJoin(listings, eq(listings.id, bookings.listingId))
          .where(where)
          .orderBy(desc(rooms.lastMessageAt), desc(rooms.id))
          .limit(first)
          .offset(skip)
      : [],
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(rooms)
      .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
      .where(where),
  ]);
  if (!rows.length) return { items: [], count: total?.count ?? 0 };
  const roomIds = rows.map((r) => r.id);
  const [people, lasts] = await Promise.all([
    db
      .select({
        roomId: roomParticipants.roomId,
        role: roomParticipants.role,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(roomParticipants)
      .innerJoin(users, eq(users.id, roomParticipants.userId))
      .where(
        and(inArray(roomParticipants.roomId, roomIds), inArray(roomParticipants.role, ['RENTER', 'OWNER'])),
      ),
    db
      .selectDistinctOn([messages.roomId])
      .from(messages)
      .where(inArray(messages.roomId, roomIds))
      .orderBy(messages.roomId, desc(messages.createdAt), desc(messages.id)),
  ]);
  const lastViews = await messageViews(db, lasts);
  const person = (roomId: string, role: 'RENTER' | 'OWNER'): InboxPerson | null => {
    const found = people.find((p) => p.roomId === roomId && p.role === role);
    return found
      ? { id: found.id, firstName: found.firstName, lastName: found.lastName, email: found.email }
      : null;
  };
  return {
    count: total?.count ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      bookingId: r.bookingId,
      listing: { id: r.listingId, title: r.listingTitle },
      renter: person(r.id, 'RENTER'),
      owner: person(r.id, 'OWNER'),
      lastMessage: lastViews.find((m) => m.roomId === r.id) ?? null,
      lastMessageTime: r.lastMessageTime,
      flagged: r.flagged,
      handledAt: r.handledAt,
      handledBy: r.handledBy,
      unreadCount: r.unreadCount,
      openReportCount: r.openReportCount,
      blocked: r.blocked,
    })),
  };
}

/** One conversation as the inbox lists it, or ROOM_NOT_FOUND. */
export async function adminInboxRoom(db: Db, roomId: string): Promise<InboxRoomView> {
  const { items } = await adminInboxRooms(db, { roomId }, { first: 1 });
  if (!items[0]) throw new AppError('ROOM_NOT_FOUND');
  return items[0];
}

/**
 * markRoomHandled: staff with inbox edit mark a conversation handled (or not), with an audit entry
 * (room.handle, room.unhandle) in the same transaction; marking it handled resolves its open
 * reports. Marking it as it already is changes nothing and records nothing.
 */
export async function markRoomHandled(
  db: Db,
  viewer: Viewer,
  roomId: string,
  handled: boolean,
): Promise<InboxRoomView> {
  await db.transaction(async (tx) => {
    const [room] = await tx
      .select({ handledAt: rooms.handledAt })
      .from(rooms)
      .where(eq(rooms.id, roomId))
      .for('update');
    if (!room) throw new AppError('ROOM_NOT_FOUND');
    if (!!room.handledAt === handled) return;
    // now() is the transaction's time: the same instant as the audit entry's created_at.
    await tx
      .update(rooms)
      .set(handled ? { handledAt: sql`now()`, handledBy: viewer.id } : { handledAt: null, handledBy: null })
      .where(eq(rooms.id, roomId));
    let resolvedReports = 0;
    if (handled) {
      const resolved = await tx
        .update(conversationReports)
        .set({ resolvedAt: sql`now()` })
        .where(and(eq(conversationReports.roomId, roomId), isNull(conversationReports.resolvedAt)))
        .returning({ id: conversationReports.id });
      resolvedReports = resolved.length;
    }
    await recordAudit(tx, viewer, {
      action: handled ? 'room.handle' : 'room.unhandle',
      entityType: 'ROOM',
      entityId: roomId,
      before: { handled: !handled },
      after: { handled, ...(resolvedReports ? { resolvedReports } : {}) },
    });
  });
  return adminInboxRoom(db, roomId);
}
