import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fileObjects } from './files';
import { listings } from './listings';
import { users } from './users';

/*
 * Conversations (issue 16, spec/01 §3 Booking, Room, Message). A booking is one renter's
 * conversation about one listing; its room holds the participants and the messages. Deleting a
 * user keeps the other party's conversation: the user's participant rows go, their messages stay
 * with no sender ('Deleted user'), and their attachments are removed with their files.
 */

/*
 * Message times, and the read marks and cursors compared with them, are kept to the millisecond
 * (precision 3), as JavaScript dates are: a mark written from a date then equals the message time.
 */
const ms = { withTimezone: true, precision: 3 } as const;

/** One per renter per listing. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The renter; null once their account is deleted. */
    seekerId: uuid('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    moveInDate: date('move_in_date', { mode: 'string' }),
    householdSize: integer('household_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_listing_seeker_idx')
      .on(t.listingId, t.seekerId)
      .where(sql`${t.seekerId} is not null`),
    index('bookings_seeker_idx').on(t.seekerId),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The newest message's time: rooms are listed by it (ordering field lastMessageTime). */
    lastMessageAt: timestamp('last_message_at', ms).notNull().defaultNow(),
    /** A message matched a safety pattern (packages/domain messaging/safety.ts): staff see it flagged. */
    flagged: boolean('flagged').notNull().default(false),
    /** Staff marked the conversation handled; a message of the renter or the owner clears it. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rooms_last_message_idx').on(t.lastMessageAt)],
);

/** Who is in a room, and what each has read. */
export const roomParticipants = pgTable(
  'room_participants',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** RENTER, OWNER, or STAFF (joined from the inbox). */
    role: text('role').notNull(),
    /** Messages up to this time are read by this participant ('Seen', unread counts). */
    lastReadAt: timestamp('last_read_at', ms),
    /** When this participant blocked the other party: no further messages in the room. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** The last new-message e-mail sent to this participant for this room (quiet period). */
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('room_participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted ('Deleted user'). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff posting for the team: shown as 'Rentals team', not as the staff member. */
    asTeam: boolean('as_team').notNull().default(false),
    type: text('type').notNull(),
    /** The text; for a SYSTEM message, the key of its text (rendered per reader with `params`). */
    text: text('text').notNull().default(''),
    /** A SYSTEM message's parameters (the viewing's time and zone, a reason). */
    params: jsonb('params').$type<Record<string, unknown>>(),
    fileId: uuid('file_id').references(() => fileObjects.id, { onDelete: 'set null' }),
    /** The sender's device's id for the message: a resend is the same message. */
    clientId: uuid('client_id'),
    /** Safety warnings the text earned (SAFETY_FLAGS). */
    safetyFlags: text('safety_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', ms).notNull().defaultNow(),
  },
  (t) => [
    index('messages_room_created_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('messages_sender_client_idx')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('messages_file_idx').on(t.fileId),
    // The per-minute sending limit counts a sender's latest messages.
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

/** An enquiry relayed to the landlord by e-mail with masked addresses (spec/01 §3 listingEnquiry). */
export const listingEnquiries = pgTable(
  'listing_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    ccAddress: text('cc_address'),
    bccAddress: text('bcc_address'),
    isMasked: boolean('is_masked').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_enquiries_listing_idx').on(t.listingId, t.createdAt)],
);

/** A conversation reported to staff. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('conversation_reports_room_idx').on(t.roomId)],
);

/** A landlord's short reply templates. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_replies_owner_idx').on(t.ownerId)],
);

export type BookingRow = typeof bookings.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type RoomParticipantRow = typeof roomParticipants.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ListingEnquiryRow = typeof listingEnquiries.$inferSelect;
