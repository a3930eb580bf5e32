import { randomBytes } from 'node:crypto';
import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import type { CreateBookingInput } from '@rentals/domain/messaging/schemas';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import {
  bookings,
  listingEnquiries,
  roomParticipants,
  rooms,
  type ListingEnquiryRow,
} from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { isUniqueViolation, pageOf, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { notifyStaff, sendEmail } from '../mail/notification.service';
import { contactableListing, existingBooking, insertBooking } from './booking.service';
import { enquiryToLandlordEmail, enquiryToStaffEmail } from './message-emails';
import { announceMessage, insertMessage } from './message.service';

/*
 * Enquiries (spec/01 §3 listingEnquiry, §7 listingEnquiry, getListingEnquiry, inquiryToLandlord).
 * An enquiry is a renter's message about a listing that is also relayed to its owner by e-mail.
 * It is the first message of the conversation (or the next one when the renter already has a
 * conversation about the listing), so nothing depends on e-mail alone. Addresses are masked: the
 * enquiry row stores a relay address for each party (reply+<random token>@MAIL_RELAY_DOMAIN), the
 * owner's e-mail shows the renter's relay address and first name only, and the renter is never
 * sent the owner's address. The tokens are random and stored, so a future inbound relay can tell
 * from an address which enquiry and which side it stands for.
 */

/** A new relay address of the product: it names neither party. */
export const relayAddress = (domain: string) => `reply+${randomBytes(12).toString('hex')}@${domain}`;

export interface EnquiryResult {
  enquiry: ListingEnquiryRow;
  roomId: string;
}

/**
 * Sends an enquiry: the message (a new conversation, or the next message of the renter's existing
 * one), the enquiry row, the owner's ENQUIRY_TO_LANDLORD e-mail and the staff's ENQUIRY_TO_STAFF
 * e-mails, in one transaction. The owner, e-mailed about this conversation now, gets no
 * NEW_MESSAGE e-mail for it within the quiet period. Coded errors as createBooking and
 * createMessage (LISTING_NOT_CONTACTABLE, OWN_LISTING, CONVERSATION_BLOCKED, MESSAGE_THROTTLED).
 */
export async function sendEnquiry(
  deps: AppDeps,
  viewer: Viewer,
  input: CreateBookingInput,
  retried = false,
): Promise<EnquiryResult> {
  const listing = await contactableListing(deps.db, viewer, input.listing);
  const [owner] = await deps.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, listing.ownerId));
  const [renter] = await deps.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!owner) throw new AppError('LISTING_NOT_CONTACTABLE');
  try {
    const { enquiry, roomId, message, started } = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const existing = await existingBooking(tx, listing.id, viewer.id);
      const opened = existing
        ? await appendMessage(tx, viewer, existing.roomId, existing.id, input.text)
        : await insertBooking(tx, viewer, listing, input).then((r) => ({ ...r, bookingId: r.booking.id }));
      const [enquiry] = await tx
        .insert(listingEnquiries)
        .values({
          listingId: listing.id,
          bookingId: opened.bookingId,
          userId: viewer.id,
          fromAddress: relayAddress(deps.config.MAIL_RELAY_DOMAIN),
          toAddress: relayAddress(deps.config.MAIL_RELAY_DOMAIN),
          isMasked: true,
        })
        .returning();
      const mail = {
        listingTitle: listing.title,
        renterName: renter?.firstName?.trim() || null,
        text: input.text,
        renterRelay: enquiry!.fromAddress,
        roomId: opened.roomId,
      };
      const sent = await sendEmail(
        deps,
        tx,
        'ENQUIRY_TO_LANDLORD',
        enquiryToLandlordEmail(owner.email, owner.locale, mail, deps.config.publicUrl),
      );
      if (sent) {
        await tx
          .update(roomParticipants)
          .set({ lastEmailedAt: new Date() })
          .where(
            and(eq(roomParticipants.roomId, opened.roomId), eq(roomParticipants.userId, listing.ownerId)),
          );
      }
      await notifyStaff(deps, tx, 'ENQUIRY_TO_STAFF', (to) =>
        enquiryToStaffEmail(
          to,
          { listingId: listing.id, listingTitle: listing.title },
          deps.config.publicUrl,
        ),
      );
      return { enquiry: enquiry!, roomId: opened.roomId, message: opened.message, started: !existing };
    });
    deps.mail.flushSoon(deps.db);
    if (started) deps.listingStats.counter.add(listing.id, 'conversations');
    await announceMessage(deps, message);
    return { enquiry, roomId };
  } catch (error) {
    // Two first enquiries at once: the second, run again, joins the conversation the first opened.
    if (isUniqueViolation(error) && !retried) return sendEnquiry(deps, viewer, input, true);
    throw error;
  }
}

/** The next message of the renter's conversation, unless a participant blocked it. */
async function appendMessage(tx: Db, viewer: Viewer, roomId: string, bookingId: string, text: string) {
  const blocked = await tx
    .select({ userId: roomParticipants.userId })
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), isNotNull(roomParticipants.blockedAt)));
  if (blocked.length) throw new AppError('CONVERSATION_BLOCKED');
  const message = await insertMessage(tx, viewer, { room: roomId, text, type: 'TEXT' }, false);
  return { roomId, bookingId, message };
}

/** An enquiry as getListingEnquiry answers it: the stored row (relay addresses only) and its room. */
export interface EnquiryView extends ListingEnquiryRow {
  roomId: string | null;
}

/**
 * getListingEnquiry(where): a page of the enquiries of a listing (its owner, staff with inbox view)
 * or of a booking (also its renter), newest first. LISTING_NOT_FOUND / ROOM_NOT_FOUND for an unknown
 * listing or booking, NO_ACCESS for anyone else.
 */
export async function findEnquiries(
  db: Db,
  viewer: Viewer,
  where: { listingId?: string; bookingId?: string },
  paging: Paging = {},
): Promise<EnquiryView[]> {
  const staff = hasModulePermission(viewer, 'inbox', 'view');
  const { first, skip } = pageOf(paging, MAX_PAGE_SIZE);
  const conditions: SQL[] = [];
  if (where.listingId) {
    const [listing] = await db
      .select({ ownerId: listings.ownerId })
      .from(listings)
      .where(eq(listings.id, where.listingId));
    if (!listing) throw new AppError('LISTING_NOT_FOUND');
    if (!staff && listing.ownerId !== viewer.id) throw new AppError('NO_ACCESS');
    conditions.push(eq(listingEnquiries.listingId, where.listingId));
  }
  if (where.bookingId) {
    const [booking] = await db
      .select({ seekerId: bookings.seekerId, ownerId: listings.ownerId })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(eq(bookings.id, where.bookingId));
    if (!booking) throw new AppError('ROOM_NOT_FOUND');
    if (!staff && booking.seekerId !== viewer.id && booking.ownerId !== viewer.id) {
      throw new AppError('NO_ACCESS');
    }
    conditions.push(eq(listingEnquiries.bookingId, where.bookingId));
  }
  const rows = await db
    .select({ enquiry: listingEnquiries, roomId: rooms.id })
    .from(listingEnquiries)
    .leftJoin(rooms, eq(rooms.bookingId, listingEnquiries.bookingId))
    .where(and(...conditions))
    .orderBy(desc(listingEnquiries.createdAt), desc(listingEnquiries.id))
    .limit(first)
    .offset(skip);
  return rows.map((r) => ({ ...r.enquiry, roomId: r.roomId }));
}
