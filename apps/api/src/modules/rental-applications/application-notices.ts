import {
  newRentalApplicationEmail,
  rentalApplicationStatusEmail,
  rentalApplicationSystemMessageKey,
} from '@rentals/domain/rental-applications/notices';
import type { ApplicationStatus } from '@rentals/domain/rental-applications/statuses';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MessageRow } from '../../db/schema/messaging';
import { listings } from '../../db/schema/listings';
import { rentalApplications } from '../../db/schema/rental-applications';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { existingBooking, insertConversation } from '../messaging/booking.service';
import { conversationLink } from '../messaging/message-emails';
import { insertSystemMessage } from '../messaging/system-message.service';

/*
 * What an application's changes tell its two parties: a system message in the applicant↔landlord
 * conversation about the listing (opened if there is none, as a first message or a viewing
 * would), written in the change's transaction, and an e-mail to the other party as a job of the
 * same transaction, written in the recipient's language when it runs. The e-mails name the listing
 * and link to the conversation; nothing of the application itself goes into them.
 */

export const RENTAL_APPLICATION_EMAILS_JOB = 'rental-application-emails';
export const RENTAL_APPLICATION_EMAIL_TEMPLATES = {
  LANDLORD: 'rental-application-received',
  APPLICANT: 'rental-application-status',
} as const;

type Recipient = keyof typeof RENTAL_APPLICATION_EMAIL_TEMPLATES;

/** The applicant's conversation about the listing, opened when there is none; answers its room. */
async function conversationRoom(tx: Db, applicantId: string, listing: { id: string; ownerId: string }) {
  const existing = await existingBooking(tx, listing.id, applicantId);
  if (existing) return existing.roomId;
  return (await insertConversation(tx, applicantId, listing)).roomId;
}

export interface ApplicationNotice {
  applicationId: string;
  applicantId: string;
  listing: { id: string; ownerId: string };
  status: ApplicationStatus;
  /** Who acted (has read the message); null when the product did. */
  actorId: string | null;
  /** Who hears of it by e-mail. */
  to: Recipient;
}

/** Posts the change in the conversation and enqueues its e-mail, inside `tx`; answers the message to announce. */
export async function writeApplicationNotice(tx: Db, notice: ApplicationNotice): Promise<MessageRow> {
  const roomId = await conversationRoom(tx, notice.applicantId, notice.listing);
  const message = await insertSystemMessage(
    tx,
    roomId,
    rentalApplicationSystemMessageKey(notice.status),
    { applicationId: notice.applicationId },
    notice.actorId,
  );
  await enqueueJob(tx, {
    kind: RENTAL_APPLICATION_EMAILS_JOB,
    key: `${RENTAL_APPLICATION_EMAILS_JOB}:${message.id}`,
    payload: { applicationId: notice.applicationId, status: notice.status, to: notice.to, roomId },
    runAt: new Date(),
  });
  return message;
}

registerJobHandler(RENTAL_APPLICATION_EMAILS_JOB, async (deps, payload) => {
  const written = await deps.db.transaction((tx: Db) =>
    writeApplicationEmail(deps, tx, {
      applicationId: String(payload.applicationId),
      status: payload.status as ApplicationStatus,
      to: payload.to as Recipient,
      roomId: String(payload.roomId),
    }),
  );
  if (written) deps.mail.flushSoon(deps.db);
});

async function writeApplicationEmail(
  deps: AppDeps,
  tx: Db,
  order: { applicationId: string; status: ApplicationStatus; to: Recipient; roomId: string },
): Promise<boolean> {
  const [row] = await tx
    .select({
      applicantId: rentalApplications.applicantId,
      ownerId: listings.ownerId,
      title: listings.title,
    })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(eq(rentalApplications.id, order.applicationId));
  // An application deleted meanwhile tells nobody anything.
  if (!row) return false;
  const recipientId = order.to === 'LANDLORD' ? row.ownerId : row.applicantId;
  // An applicant whose account is gone is written to no more.
  if (!recipientId) return false;
  const [recipient] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient) return false;
  const params = { listing: row.title, link: conversationLink(deps.config.publicUrl, order.roomId) };
  const { subject, text } =
    order.to === 'LANDLORD'
      ? newRentalApplicationEmail(params, recipient.locale)
      : rentalApplicationStatusEmail({ ...params, status: order.status }, recipient.locale);
  await deps.mail.enqueue(tx, {
    to: recipient.email,
    subject,
    text,
    template: RENTAL_APPLICATION_EMAIL_TEMPLATES[order.to],
  });
  return true;
}
