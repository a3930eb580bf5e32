import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, pictures } from '../../db/schema/listings';
import { bookings, messages, roomParticipants, rooms } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { pageOf, type Paging } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { variantUrl } from '../listings/picture-urls';
import { messageViews, type MessageView } from './message-views';

/** A conversation in the viewer's list (/message): the listing, the other party, the last message. */
export interface RoomView {
  id: string;
  bookingId: string;
  listing: { id: string; title: string; coverUrl: string | null };
  /** The renter for the listing's owner, the owner for the renter; null once their account is deleted. */
  otherParty: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
  } | null;
  lastMessage: MessageView | null;
  lastMessageTime: Date;
  /** Messages of the others the viewer has not read. */
  unreadCount: number;
  flagged: boolean;
  /** A participant has blocked the other: the room stays readable, no message can be sent. */
  blocked: boolean;
  /** The viewer is the one who blocked (they may unblock). */
  blockedByViewer: boolean;
}

export interface RoomFilter {
  listingId?: string | null;
  unreadOnly?: boolean | null;
}

const unreadOf = (viewerId: string) => sql<number>`(
  select count(*)::int from ${messages}
  where ${messages.roomId} = ${rooms.id}
    and ${messages.senderId} is distinct from ${viewerId}
    and ${messages.createdAt} > coalesce(${roomParticipants.lastReadAt}, '-infinity'::timestamptz)
)`;

/** Whether any participant of the room has blocked the conversation. */
const blockedRoom = sql<boolean>`exists (
  select 1 from ${roomParticipants} blocker
  where blocker.room_id = ${rooms.id} and blocker.blocked_at is not null
)`;

/** A room's columns wherever it is listed (rooms joined to bookings and listings): here and the staff inbox. */
export const roomCoreColumns = {
  id: rooms.id,
  bookingId: rooms.bookingId,
  listingId: bookings.listingId,
  listingTitle: listings.title,
  lastMessageTime: rooms.lastMessageAt,
  flagged: rooms.flagged,
  blocked: blockedRoom,
};

/** The columns of a room in the viewer's list, read from their participant row. */
const roomListColumns = (viewerId: string) => ({
  ...roomCoreColumns,
  unreadCount: unreadOf(viewerId),
  blockedByViewer: sql<boolean>`${roomParticipants.blockedAt} is not null`,
});

/** The rooms a viewer takes part in, as a renter or an owner, newest message first, with a count. */
export async function roomsPerUser(
  db: Db,
  viewer: Viewer,
  filter: RoomFilter,
  paging: Paging,
): Promise<{ items: RoomView[]; count: number }> {
  const unread = unreadOf(viewer.id);
  const where = and(
    eq(roomParticipants.userId, viewer.id),
    ne(roomParticipants.role, 'STAFF'),
    filter.listingId ? eq(bookings.listingId, filter.listingId) : undefined,
    filter.unreadOnly ? sql`${unread} > 0` : undefined,
  );
  const base = db
    .select(roomListColumns(viewer.id))
    .from(roomParticipants)
    .innerJoin(rooms, eq(rooms.id, roomParticipants.roomId))
    .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(where);
  const { first, skip } = pageOf(paging);
  const [rows, [total]] = await Promise.all([
    first ? base.orderBy(desc(rooms.lastMessageAt), desc(rooms.id)).limit(first).offset(skip) : [],
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(roomParticipants)
      .innerJoin(rooms, eq(rooms.id, roomParticipants.roomId))
      .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
      .where(where),
  ]);
  return { items: await roomDetails(db, viewer, rows), count: total?.count ?? 0 };
}

type RoomRowOfList = {
  id: string;
  bookingId: string;
  listingId: string;
  listingTitle: string;
  lastMessageTime: Date;
  flagged: boolean;
  unreadCount: number;
  blocked: boolean;
  blockedByViewer: boolean;
};

/** Adds the other party, the cover picture and the last message to a page of rooms. */
async function roomDetails(db: Db, viewer: Viewer, rows: RoomRowOfList[]): Promise<RoomView[]> {
  if (!rows.length) return [];
  const roomIds = rows.map((r) => r.id);
  const listingIds = [...new Set(rows.map((r) => r.listingId))];
  const [others, covers, lasts] = await Promise.all([
    db
      .select({
        roomId: roomParticipants.roomId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
      })
      .from(roomParticipants)
      .innerJoin(users, eq(users.id, roomParticipants.userId))
      .where(
        and(
          inArray(roomParticipants.roomId, roomIds),
          ne(roomParticipants.userId, viewer.id),
          ne(roomParticipants.role, 'STAFF'),
        ),
      ),
    db
      .selectDistinctOn([pictures.listingId], { listingId: pictures.listingId, fileId: pictures.fileId })
      .from(pictures)
      .where(and(inArray(pictures.listingId, listingIds), eq(pictures.kind, 'PICTURE')))
      .orderBy(pictures.listingId, sql`${pictures.unitId} is not null`, asc(pictures.order)),
    db
      .selectDistinctOn([messages.roomId])
      .from(messages)
      .where(inArray(messages.roomId, roomIds))
      .orderBy(messages.roomId, desc(messages.createdAt), desc(messages.id)),
  ]);
  const lastViews = await messageViews(db, lasts);
  return rows.map((r) => {
    const other = others.find((o) => o.roomId === r.id);
    const cover = covers.find((c) => c.listingId === r.listingId);
    return {
      id: r.id,
      bookingId: r.bookingId,
      listing: {
        id: r.listingId,
        title: r.listingTitle,
        coverUrl: cover ? variantUrl({ kind: 'PICTURE', fileId: cover.fileId }, 'card') : null,
      },
      otherParty: other
        ? { id: other.id, firstName: other.firstName, lastName: other.lastName, avatarUrl: other.avatarUrl }
        : null,
      lastMessage: lastViews.find((m) => m.roomId === r.id) ?? null,
      lastMessageTime: r.lastMessageTime,
      unreadCount: r.unreadCount,
      flagged: r.flagged,
      blocked: r.blocked,
      blockedByViewer: r.blockedByViewer,
    };
  });
}

/** One room as the viewer's list shows it (a subscription's push), or null when they are not in it. */
export async function roomForViewer(db: Db, viewer: Viewer, roomId: string): Promise<RoomView | null> {
  const [row] = await db
    .select(roomListColumns(viewer.id))
    .from(roomParticipants)
    .innerJoin(rooms, eq(rooms.id, roomParticipants.roomId))
    .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.userId, viewer.id)));
  return row ? ((await roomDetails(db, viewer, [row]))[0] ?? null) : null;
}
