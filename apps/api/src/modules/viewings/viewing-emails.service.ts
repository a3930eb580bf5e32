import type { Locale } from '@rentals/domain/users/enums';
import { viewingsHandledByStaff, type ViewingEmailKind } from '@rentals/domain/viewings/emails';
import { stillInterestedLink } from '@rentals/domain/viewings/follow-up';
import { buildViewingInvite } from '@rentals/domain/viewings/ics';
import type { ViewingParty } from '@rentals/domain/viewings/statuses';
import type { ViewingSystemCancelReason } from '@rentals/domain/viewings/system-messages';
import type { CalendarMethod } from '@rentals/domain/viewings/transitions';
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mail';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { viewings } from '../../db/schema/viewings';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { getNotificationSetting } from '../mail/notification.service';
import { conversationLink } from '../messaging/message-emails';
import { staffLocales } from '../viewing-requests/viewing-request.service';
import { calendarSummary, viewingEmailText, type ViewingEmailEvent } from './viewing-email-texts';
import { viewingListing } from './viewing-listing';
import { viewingPlace } from './viewing-place';

/*
 * The e-mails of a viewing's changes (issue 17): each change enqueues a job in its own
 * transaction (modules/jobs), so the request never waits for them and they exist exactly when the
 * change does; the job writes them to the outbox in each recipient's language, while the kind's
 * setting is on. The landlord's side is the listing's owner or, on the Viewings Management plan,
 * the team's 'Viewing requests' addresses (a staff account's in its language, others in both).
 */

/** The job kind of a viewing change's e-mails, run by the handler registered below. */
const VIEWING_EMAILS_JOB = 'viewing-emails';

/** Each kind's template name in the outbox. */
export const VIEWING_EMAIL_TEMPLATES: Record<ViewingEmailKind, string> = {
  VIEWING_REQUESTED: 'viewing-requested',
  VIEWING_CONFIRMED: 'viewing-confirmed',
  VIEWING_UPDATED: 'viewing-updated',
  VIEWING_CANCELLED: 'viewing-cancelled',
  VIEWING_REMINDER: 'viewing-reminder',
};

/** What to tell whom about one change, as it was when it happened. */
export interface ViewingEmailOrder {
  viewingId: string;
  kind: ViewingEmailKind;
  event: ViewingEmailEvent;
  to: readonly ViewingParty[];
  calendar: CalendarMethod | null;
  /** The time the e-mail is about: the viewing's, or the new one proposed. */
  startsAt: Date;
  endsAt: Date;
  /** The calendar event's SEQUENCE after the change. */
  sequence: number;
  reason?: string | null;
  reasonKey?: ViewingSystemCancelReason | null;
  /** The times a request proposes. */
  proposedTimes?: readonly Date[];
}

/** Enqueues a change's e-mails in the change's transaction; `key` names the change (its message's id). */
export async function enqueueViewingEmails(tx: Db, order: ViewingEmailOrder, key: string): Promise<void> {
  await enqueueJob(tx, {
    kind: VIEWING_EMAILS_JOB,
    key: `${VIEWING_EMAILS_JOB}:${key}:${order.kind}`,
    payload: {
      ...order,
      startsAt: order.startsAt.toISOString(),
      endsAt: order.endsAt.toISOString(),
      proposedTimes: order.proposedTimes?.map((t) => t.toISOString()) ?? [],
    },
    runAt: new Date(),
  });
}

registerJobHandler(VIEWING_EMAILS_JOB, async (deps, payload) => {
  const p = payload as unknown as ViewingEmailOrder & {
    startsAt: string;
    endsAt: string;
    proposedTimes: string[];
  };
  const order: ViewingEmailOrder = {
    ...p,
    startsAt: new Date(p.startsAt),
    endsAt: new Date(p.endsAt),
    proposedTimes: p.proposedTimes.map((t) => new Date(t)),
  };
  const written = await deps.db.transaction((tx: Db) => writeViewingEmails(deps, tx, order));
  if (written) deps.mail.flushSoon(deps.db);
});

interface Recipient {
  email: string;
  /** Null for a team address that is no staff account: it gets both languages. */
  locale: Locale | null;
  party: ViewingParty;
  staff: boolean;
}

/** The addresses of the parties `to`, as the viewing's people are now. */
async function recipientsOf(
  tx: Db,
  to: readonly ViewingParty[],
  people: { renterId: string | null; ownerId: string; listingId: string },
): Promise<Recipient[]> {
  const person = async (id: string) =>
    (await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, id)))[0];
  const found: Recipient[] = [];
  if (to.includes('RENTER') && people.renterId) {
    const renter = await person(people.renterId);
    if (renter) found.push({ ...renter, party: 'RENTER', staff: false });
  }
  if (to.includes('LANDLORD')) {
    const [plan] = await tx
      .select({ planId: listings.planId })
      .from(listings)
      .where(eq(listings.id, people.listingId));
    if (plan && viewingsHandledByStaff(plan)) {
      const { recipients } = await getNotificationSetting(tx, 'VIEWING_REQUEST_TO_STAFF');
      const locales = await staffLocales(tx);
      for (const email of recipients)
        found.push({
          email,
          locale: locales.get(email.toLowerCase()) ?? null,
          party: 'LANDLORD',
          staff: true,
        });
    } else {
      const owner = await person(people.ownerId);
      if (owner) found.push({ ...owner, party: 'LANDLORD', staff: false });
    }
  }
  return found;
}

/** The product's sending address as the calendar's organizer ('Rentals <no-reply@…>'). */
function organizerOf(from: string) {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || null, email: match[2]! } : { email: from.trim() };
}

/**
 * Writes the e-mails of `order` to the outbox inside `tx`, unless its kind is switched off;
 * answers how many. The caller flushes the outbox once committed.
 */
export async function writeViewingEmails(deps: AppDeps, tx: Db, order: ViewingEmailOrder): Promise<number> {
  if (!(await getNotificationSetting(tx, order.kind)).enabled) return 0;
  const [viewing] = await tx.select().from(viewings).where(eq(viewings.id, order.viewingId));
  if (!viewing) return 0;
  const listing = await viewingListing(tx, viewing.listingId);
  const place = await viewingPlace(tx, listing.id);
  const recipients = await recipientsOf(tx, order.to, {
    renterId: viewing.renterId,
    ownerId: listing.ownerId,
    listingId: listing.id,
  });
  const publicUrl = deps.config.publicUrl;
  for (const recipient of recipients) {
    const conversationUrl = recipient.staff
      ? `${publicUrl}/adminInbox/${listing.id}/listing`
      : conversationLink(publicUrl, viewing.roomId);
    const asksRenter = order.event === 'VIEWING_COMPLETED' && recipient.party === 'RENTER';
    const { subject, text } = viewingEmailText(
      {
        ...order,
        listingTitle: listing.title,
        zone: listing.zone,
        ...place,
        conversationUrl,
        followUpUrl: asksRenter ? stillInterestedLink(publicUrl, listing.id) : null,
      },
      recipient.locale,
    );
    const message: MailMessage = {
      to: recipient.email,
      subject,
      text,
      template: VIEWING_EMAIL_TEMPLATES[order.kind],
    };
    if (order.calendar) {
      const content = buildViewingInvite(
        {
          viewingId: viewing.id,
          sequence: order.sequence,
          startsAt: order.startsAt,
          endsAt: order.endsAt,
          timeZone: listing.zone,
          summary: calendarSummary(listing.title, recipient.locale),
          location: place.address,
          meetingLink: place.meetingLink,
          url: conversationUrl,
          organizer: organizerOf(deps.config.MAIL_FROM),
          // Only the recipient: an invitation never shows the other party's address.
          attendees: [{ email: recipient.email }],
        },
        order.calendar,
        { domain: new URL(publicUrl).hostname, now: new Date() },
      );
      message.calendar = { method: order.calendar, filename: 'viewing.ics', content };
    }
    await deps.mail.enqueue(tx, message);
  }
  return recipients.length;
}
