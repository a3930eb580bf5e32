import type {
  ViewingSystemCancelReason,
  ViewingSystemMessageKey,
  ViewingSystemMessageParams,
} from '@rentals/domain/viewings/system-messages';
import type { Db } from '../../db/client';
import type { MessageRow } from '../../db/schema/messaging';
import type { AppDeps } from '../../graphql/context';
import { announceMessage } from '../messaging/message.service';
import { insertSystemMessage } from '../messaging/system-message.service';

/*
 * Every change of a viewing posts a system message in the renter's conversation about the
 * listing, written in the change's transaction and announced once it is committed, so both
 * parties see it live like any message.
 */

export interface ViewingNotice {
  roomId: string;
  key: ViewingSystemMessageKey;
  /** The time the message is about (the viewing's, or the new one proposed). */
  at: Date;
  zone: string;
  reason?: string | null;
  reasonKey?: ViewingSystemCancelReason | null;
  /** The listing a follow-up links to. */
  listingId?: string | null;
  /** The user who acted (has read it); null when the product acted. */
  actorId: string | null;
  /** A message written just before in the same transaction (the renter's note). */
  after?: MessageRow;
}

export function postViewingNotice(tx: Db, notice: ViewingNotice): Promise<MessageRow> {
  const params: ViewingSystemMessageParams = {
    at: notice.at.toISOString(),
    zone: notice.zone,
    ...(notice.reason ? { reason: notice.reason } : {}),
    ...(notice.reasonKey ? { reasonKey: notice.reasonKey } : {}),
    ...(notice.listingId ? { listingId: notice.listingId } : {}),
  };
  return insertSystemMessage(tx, notice.roomId, notice.key, { ...params }, notice.actorId, notice.after);
}

/** Announces committed messages to the rooms' subscribers, one after another (a few at most per room). */
export async function announceAll(deps: AppDeps, messages: readonly MessageRow[]): Promise<void> {
  for (const message of messages) await announceMessage(deps, message);
}
