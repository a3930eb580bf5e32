import { nobodyToEmail } from '@rentals/domain/messaging/email-quiet-period';
import { MESSAGE_EMAIL_QUIET_MINUTES } from '@rentals/domain/messaging/limits';
import { TransactionRollbackError, and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import {
  bookings,
  messages,
  roomParticipants,
  rooms,
  type MessageRow,
  type RoomParticipantRow,
} from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { getNotificationSetting } from '../mail/notification.service';
import { unsubscribeLink, userOfMessageEmailsToken } from './message-email-token';
import { newMessageEmail } from './message-emails';

/*
 * New-message e-mails (NEW_MESSAGE) to participants who have not read a message. They are worked
 * out by a job (modules/jobs) enqueued with the message, without holding up the answer: "offline"
 * is taken as "has not read it when the job runs", a few seconds later. One e-mail per conversation per participant within
 * MESSAGE_EMAIL_QUIET_MINUTES: room_participants.last_emailed_at is claimed by one UPDATE, so two
 * API processes (or two messages at once) never both send. Staff who joined from the inbox, a
 * participant who blocked the room and a user whose notifications are off (users.notify) get none.
 */

/** The job kind of a message's e-mails (modules/jobs), run by the handler registered below. */
const MESSAGE_EMAILS_JOB = 'message-emails';

/**
 * Enqueues the e-mails of a message in the transaction that writes it, so they are sent even if
 * this process stops right after (the jobs table, any process runs them). `participants`, the
 * room's rows read just before, let most messages of a conversation under way skip the job:
 * everyone else was e-mailed lately. Without them (a new conversation) the job is always added.
 */
export async function enqueueMessageEmails(
  tx: Db,
  message: MessageRow,
  participants?: readonly RoomParticipantRow[],
): Promise<void> {
  if (participants && nobodyToEmail(message.senderId, participants, Date.now())) return;
  await enqueueJob(tx, {
    kind: MESSAGE_EMAILS_JOB,
    key: `${MESSAGE_EMAILS_JOB}:${message.id}`,
    payload: { messageId: message.id },
    runAt: message.createdAt,
  });
}

registerJobHandler(MESSAGE_EMAILS_JOB, async (deps, payload) => {
  await sendMessageEmails(deps, String(payload.messageId));
});

/**
 * Writes the NEW_MESSAGE e-mails of one message to the outbox, then starts
 * delivery. The claim comes first: it runs for every message and, in a conversation under way,
 * claims nobody, so that case costs one statement; the kind's setting is read only when someone
 * is claimed, and when the kind is off the claim is rolled back.
 */
export async function sendMessageEmails(deps: AppDeps, messageId: string): Promise<number> {
  const sent = await deps.db
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      // Read when the job runs, not when it was queued: a message deleted meanwhile is not mailed.
      const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
      if (!message) return 0;
      const claimed = await claimRecipients(db, message);
      if (!claimed.length) return 0;
      if (!(await getNotificationSetting(db, 'NEW_MESSAGE')).enabled) tx.rollback();
      const [listing] = await db
        .select({ title: listings.title })
        .from(rooms)
        .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
        .innerJoin(listings, eq(listings.id, bookings.listingId))
        .where(eq(rooms.id, message.roomId));
      return enqueueEmails(deps, db, message, listing?.title ?? '', claimed);
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 0;
      throw error;
    });
  if (sent) deps.mail.flushSoon(deps.db);
  return sent;
}

/** Takes the quiet-period slot of each participant who should hear of `message` (one UPDATE). */
function claimRecipients(db: Db, message: MessageRow) {
  return db
    .update(roomParticipants)
    .set({ lastEmailedAt: sql`now()` })
    .where(
      and(
        eq(roomParticipants.roomId, message.roomId),
        sql`${roomParticipants.userId} is distinct from ${message.senderId}`,
        ne(roomParticipants.role, 'STAFF'),
        isNull(roomParticipants.blockedAt),
        sql`coalesce(${roomParticipants.lastReadAt}, '-infinity'::timestamptz) < ${message.createdAt.toISOString()}::timestamptz`,
        sql`(${roomParticipants.lastEmailedAt} is null or ${roomParticipants.lastEmailedAt} <= now() - make_interval(mins => ${MESSAGE_EMAIL_QUIET_MINUTES}))`,
        inArray(
          roomParticipants.userId,
          db.select({ id: users.id }).from(users).where(eq(users.notify, true)),
        ),
      ),
    )
    .returning({ userId: roomParticipants.userId });
}

/** The e-mails to the claimed participants, in their own languages; how many were written. */
async function enqueueEmails(
  deps: AppDeps,
  db: Db,
  message: MessageRow,
  listingTitle: string,
  claimed: { userId: string }[],
): Promise<number> {
  const recipients = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((c) => c.userId),
      ),
    );
  const [sender] = message.senderId
    ? await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, message.senderId))
    : [];
  for (const recipient of recipients) {
    await deps.mail.enqueue(
      db,
      newMessageEmail(
        recipient.email,
        recipient.locale,
        {
          listingTitle,
          sender: message.asTeam ? 'team' : (sender?.firstName ?? null),
          text: message.text,
          isFile: message.type === 'FILE',
          roomId: message.roomId,
        },
        { publicUrl: deps.config.publicUrl, unsubscribe: unsubscribeLink(deps.config, recipient.id) },
      ),
    );
  }
  return recipients.length;
}

/**
 * unsubscribeMessageEmails(token): the link of a new-message e-mail turns the user's notification
 * e-mails off (users.notify, the same setting as their profile's). False for a bad token; a second
 * use is harmless.
 */
export async function unsubscribeMessageEmails(
  deps: Pick<AppDeps, 'db' | 'config'>,
  token: string,
): Promise<boolean> {
  const userId = userOfMessageEmailsToken(deps.config, token);
  if (!userId) return false;
  const [row] = await deps.db
    .update(users)
    .set({ notify: false })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return Boolean(row);
}
