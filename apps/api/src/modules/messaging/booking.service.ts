import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { isPubliclyVisible } from '@rentals/domain/listings/states';
import type { CreateBookingInput } from '@rentals/domain/messaging/schemas';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { bookings, roomParticipants, rooms, type BookingRow } from '../../db/schema/messaging';
import { isUniqueViolation, pageOf, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { announceMessage, insertMessage } from './message.service';

/** A booking with its room: what createBooking and the booking lists answer. */
export interface BookingView extends BookingRow {
  roomId: string;
}

export async function existingBooking(db: Db, listingId: string, seekerId: string) {
  const [found] = await db
    .select({ booking: bookings, roomId: rooms.id })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.bookingId, bookings.id))
    .where(and(eq(bookings.listingId, listingId), eq(bookings.seekerId, seekerId)));
  return found ? { ...found.booking, roomId: found.roomId } : null;
}

/**
 * Writes a booking, its room and both participants inside the caller's transaction: the
 * conversation itself, opened by a first message (insertBooking) or by a viewing booked.
 */
export async function insertConversation(
  tx: Db,
  seekerId: string,
  listing: { id: string; ownerId: string },
  details: Pick<CreateBookingInput, 'moveInDate' | 'householdSize'> = {},
) {
  const [booking] = await tx
    .insert(bookings)
    .values({
      listingId: listing.id,
      seekerId,
      moveInDate: details.moveInDate ?? null,
      householdSize: details.householdSize ?? null,
    })
    .returning();
  const [room] = await tx.insert(rooms).values({ bookingId: booking!.id }).returning();
  await tx.insert(roomParticipants).values([
    { roomId: room!.id, userId: seekerId, role: 'RENTER' },
    { roomId: room!.id, userId: listing.ownerId, role: 'OWNER' },
  ]);
  return { booking: booking!, roomId: room!.id };
}

/**
 * Writes a booking, its room, both participants and the first message inside the caller's
 * transaction (createBooking, and an enquiry that opens the conversation).
 */
export async function insertBooking(
  tx: Db,
  viewer: Viewer,
  listing: { id: string; ownerId: string },
  input: Omit<CreateBookingInput, 'listing'>,
) {
  const { booking, roomId } = await insertConversation(tx, viewer.id, listing, input);
  const message = await insertMessage(tx, viewer, { room: roomId, text: input.text, type: 'TEXT' }, false);
  return { booking, roomId, message };
}

/**
 * The listing a renter may contact: one the public may see, with an owner who is not the caller
 * (LISTING_NOT_CONTACTABLE, OWN_LISTING).
 */
export async function contactableListing(db: Db, viewer: Viewer, listingId: string) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (!listing || !isPubliclyVisible(listing)) throw new AppError('LISTING_NOT_CONTACTABLE');
  if (listing.ownerId === viewer.id) throw new AppError('OWN_LISTING');
  if (!listing.ownerId) throw new AppError('LISTING_NOT_CONTACTABLE');
  return { ...listing, ownerId: listing.ownerId };
}

/**
 * createBooking: the renter's conversation about a listing, opened with their first message, in
 * one transaction (booking, room, both participants, the message). One per renter per listing: a
 * second answers 'Booking already exist!' (BOOKING_ALREADY_EXISTS) and the web opens the first.
 * Only a listing the public may see can be contacted, and not by its owner.
 */
export async function createBooking(
  deps: AppDeps,
  viewer: Viewer,
  input: CreateBookingInput,
): Promise<BookingView> {
  const listing = await contactableListing(deps.db, viewer, input.listing);
  if (await existingBooking(deps.db, listing.id, viewer.id)) throw new AppError('BOOKING_ALREADY_EXISTS');
  try {
    const { booking, roomId, message } = await deps.db.transaction((tx) =>
      insertBooking(tx as unknown as Db, viewer, listing, input),
    );
    deps.listingStats.counter.add(listing.id, 'conversations');
    await announceMessage(deps, message);
    return { ...booking, roomId };
  } catch (error) {
    // Two first messages at once: the second finds the first's booking.
    if (isUniqueViolation(error)) throw new AppError('BOOKING_ALREADY_EXISTS');
    throw error;
  }
}

/** A page of the bookings matching `condition` with their rooms, the newest conversation first. */
async function bookingsWhere(db: Db, condition: SQL, paging: Paging): Promise<BookingView[]> {
  const { first, skip } = pageOf(paging, MAX_PAGE_SIZE);
  const rows = await db
    .select({ booking: bookings, roomId: rooms.id })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.bookingId, bookings.id))
    .where(condition)
    .orderBy(desc(rooms.lastMessageAt), desc(bookings.id))
    .limit(first)
    .offset(skip);
  return rows.map((r) => ({ ...r.booking, roomId: r.roomId }));
}

/** bookingsForUser(userId): a page of a user's own bookings as a renter; staff with inbox view read anyone's. */
export async function bookingsForUser(
  db: Db,
  viewer: Viewer,
  userId: string,
  paging: Paging = {},
): Promise<BookingView[]> {
  if (userId !== viewer.id && !hasModulePermission(viewer, 'inbox', 'view')) throw new AppError('NO_ACCESS');
  return bookingsWhere(db, eq(bookings.seekerId, userId), paging);
}

/** listingPerBookings(where): a page of the bookings of one listing, for its owner and staff with inbox view. */
export async function listingPerBookings(
  db: Db,
  viewer: Viewer,
  listingId: string,
  paging: Paging = {},
): Promise<BookingView[]> {
  const [listing] = await db
    .select({ ownerId: listings.ownerId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw new AppError('LISTING_NOT_FOUND');
  if (listing.ownerId !== viewer.id && !hasModulePermission(viewer, 'inbox', 'view'))
    throw new AppError('NO_ACCESS');
  return bookingsWhere(db, eq(bookings.listingId, listingId), paging);
}
