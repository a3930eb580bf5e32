import {
  isRentalApplicationSystemMessageKey,
  rentalApplicationSystemMessageText,
} from '@rentals/domain/rental-applications/notices';
import { isLeaseSystemMessageKey, leaseSystemMessageText } from '@rentals/domain/leases/notices';
import type { Locale } from '@rentals/domain/users/enums';
import {
  isViewingSystemMessageKey,
  viewingSystemMessageText,
  type ViewingSystemMessageParams,
} from '@rentals/domain/viewings/system-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, roomParticipants, rooms, type MessageRow } from '../../db/schema/messaging';

/*
 * SYSTEM messages: notices the product posts in a conversation (a viewing booked, confirmed,
 * cancelled…). The row keeps the text's key and parameters rather than a text, so each reader
 * reads it in their own language; they have no sender and count toward no sending limit.
 */

/**
 * Writes a system message in the caller's transaction; the room moves up the lists and the user
 * whose action it reports (if any) has read it; `after` is a message written just before in the
 * same transaction. The caller announces it once committed.
 */
export async function insertSystemMessage(
  tx: Db,
  roomId: string,
  key: string,
  params: Record<string, unknown>,
  actorId: string | null,
  after?: MessageRow,
): Promise<MessageRow> {
  // Messages of one transaction share its time: one following another is put a millisecond later,
  // so the conversation shows them in the order they were written.
  const createdAt = after ? new Date(after.createdAt.getTime() + 1) : undefined;
  const [message] = await tx
    .insert(messages)
    .values({ roomId, type: 'SYSTEM', text: key, params, createdAt })
    .returning();
  const at = message!.createdAt;
  await tx.update(rooms).set({ lastMessageAt: at }).where(eq(rooms.id, roomId));
  if (actorId)
    await tx
      .update(roomParticipants)
      .set({ lastReadAt: at })
      .where(
        and(
          eq(roomParticipants.roomId, roomId),
          eq(roomParticipants.userId, actorId),
          sql`coalesce(${roomParticipants.lastReadAt}, '-infinity'::timestamptz) < ${at.toISOString()}::timestamptz`,
        ),
      );
  return message!;
}

/**
 * A system message's text for one reader; a key this version does not know reads as itself.
 * `publicUrl` starts the links a message carries.
 */
export function systemMessageText(
  system: { key: string; params: Record<string, unknown> },
  locale: Locale,
  publicUrl: string,
): string {
  if (isViewingSystemMessageKey(system.key))
    return viewingSystemMessageText(
      system.key,
      system.params as unknown as ViewingSystemMessageParams,
      locale,
      publicUrl,
    );
  if (isRentalApplicationSystemMessageKey(system.key))
    return rentalApplicationSystemMessageText(system.key, locale);
  if (isLeaseSystemMessageKey(system.key)) return leaseSystemMessageText(system.key, system.params, locale);
  return system.key;
}
