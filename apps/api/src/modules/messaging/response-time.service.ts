import {
  responseTime,
  RESPONSE_TIME_SAMPLE,
  type ConversationTiming,
  type ResponseTime,
} from '@rentals/domain/messaging/response-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchLoader, requestLoader, type Load } from '../../graphql/batch-loader';
import { messages, roomParticipants, rooms } from '../../db/schema/messaging';

/*
 * The landlord's response-time badge (packages/domain messaging/response-time.ts), from the data:
 * for each of the owner's latest RESPONSE_TIME_SAMPLE conversations (the rooms they are the OWNER
 * of, newest first), firstMessageAt is the booking's first message and firstReplyAt the owner's
 * own first message in that room (not the team's). One statement answers many owners at once, so a
 * list of listings asks once per request (responseTimeLoader).
 */

/** The timings of each owner's latest conversations, by owner. */
export async function conversationTimings(
  db: Db,
  ownerIds: readonly string[],
): Promise<Map<string, ConversationTiming[]>> {
  const byOwner = new Map<string, ConversationTiming[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return byOwner;
  const result = await db.execute(sql`
    select o.id as owner_id,
           (extract(epoch from timing.first_at) * 1000)::float8 as first_at,
           (extract(epoch from timing.reply_at) * 1000)::float8 as reply_at
    from (values ${sql.join(
      ownerIds.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    )}) as o(id)
    cross join lateral (
      select ${rooms.id} as room_id from ${roomParticipants}
      join ${rooms} on ${rooms.id} = ${roomParticipants.roomId}
      where ${roomParticipants.userId} = o.id and ${roomParticipants.role} = 'OWNER'
      order by ${rooms.createdAt} desc
      limit ${RESPONSE_TIME_SAMPLE}
    ) latest
    cross join lateral (
      select min(${messages.createdAt}) as first_at,
             min(${messages.createdAt}) filter (
               where ${messages.senderId} = o.id and not ${messages.asTeam}
             ) as reply_at
      from ${messages} where ${messages.roomId} = latest.room_id
    ) timing
    where timing.first_at is not null`);
  // Times as epoch milliseconds: the same numbers from PGlite and node-postgres.
  type Row = { owner_id: string; first_at: number | string; reply_at: number | string | null };
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    byOwner.get(row.owner_id)?.push({
      firstMessageAt: new Date(Number(row.first_at)),
      firstReplyAt: row.reply_at == null ? null : new Date(Number(row.reply_at)),
    });
  }
  return byOwner;
}

/** landlordResponseTime: an owner's badge, or null when there is none to show. */
export async function landlordResponseTime(
  db: Db,
  ownerId: string,
  now = new Date(),
): Promise<ResponseTime | null> {
  const timings = await conversationTimings(db, [ownerId]);
  return responseTime(timings.get(ownerId) ?? [], now);
}

const loaders = new WeakMap<object, Load<ResponseTime | null>>();

/**
 * The badge of an owner, read for a request (`scope`, its context): the owners asked for in the
 * same tick (the listings of one list) are read in one statement, and each owner once.
 */
export function responseTimeLoader(db: Db, scope: object): Load<ResponseTime | null> {
  return requestLoader(loaders, scope, () =>
    batchLoader(async (ownerIds) => {
      const timings = await conversationTimings(db, ownerIds);
      const now = new Date();
      return new Map(ownerIds.map((id) => [id, responseTime(timings.get(id) ?? [], now)]));
    }, null),
  );
}
