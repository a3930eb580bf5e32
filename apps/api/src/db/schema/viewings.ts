import type { WeeklyWindow } from '@rentals/domain/viewings/availability';
import type { BookingMode, ShowingType, SlotKind } from '@rentals/domain/viewings/enums';
import type { ReminderKey } from '@rentals/domain/viewings/reminders';
import type { ViewingActor, ViewingParty, ViewingStatus } from '@rentals/domain/viewings/statuses';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { bookings, rooms } from './messaging';
import { users } from './users';

/*
 * Viewings (issue 17, spec/03 §3.6-3.7). Times are UTC instants; the listing's zone comes from its
 * city's province (timeZoneOf) whenever they are laid out or shown. Weekly windows are wall-clock
 * times of that zone, kept as the landlord typed them so 10:00 stays 10:00 across DST changes.
 */

const tz = { withTimezone: true } as const;

/** A listing's viewing settings (availabilitySettingsSchema), one row per listing that offers viewings. */
export const viewingAvailability = pgTable('viewing_availability', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  windows: jsonb('windows').$type<WeeklyWindow[]>().notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  minNoticeHours: integer('min_notice_hours').notNull(),
  mode: text('mode').$type<BookingMode>().notNull(),
  showingType: text('showing_type').$type<ShowingType>().notNull(),
  meetingLink: text('meeting_link'),
  capacityPerSlot: integer('capacity_per_slot').notNull(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

/** A one-off open house of a listing. */
export const openHouses = pgTable(
  'open_houses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', tz).notNull(),
    endsAt: timestamp('ends_at', tz).notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('open_houses_listing_starts_idx').on(t.listingId, t.startsAt),
    check('open_houses_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One viewing: a renter's visit of a listing, inside their conversation about it (booking, room).
 * In request mode proposed_times are the renter's choices and starts_at the first of them until the
 * landlord confirms one; while RESCHEDULE_PROPOSED, proposed_starts_at/ends_at is the new time put
 * forward by proposed_by. A decline's or cancellation's reason and actor are in cancel_reason and
 * cancelled_by. ics_sequence is the calendar event's SEQUENCE (RFC 5546), raised when its time
 * changes or it is cancelled.
 */
export const viewings = pgTable(
  'viewings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** Null once the renter's account is deleted. */
    renterId: uuid('renter_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<SlotKind>().notNull(),
    openHouseId: uuid('open_house_id').references(() => openHouses.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', tz).notNull(),
    endsAt: timestamp('ends_at', tz).notNull(),
    status: text('status').$type<ViewingStatus>().notNull(),
    proposedTimes: timestamp('proposed_times', tz)
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    proposedStartsAt: timestamp('proposed_starts_at', tz),
    proposedEndsAt: timestamp('proposed_ends_at', tz),
    proposedBy: text('proposed_by').$type<ViewingParty>(),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by').$type<ViewingActor>(),
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** The staff member handling it, on the Viewings Management plan (assignViewing). */
    assignedStaffId: uuid('assigned_staff_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', tz),
    /**
     * The reminders (REMINDER_OFFSETS keys) already e-mailed for the current time, written with
     * the e-mails, so each goes out once; emptied when the time changes.
     */
    remindersSent: text('reminders_sent')
      .array()
      .$type<ReminderKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // A listing's slots and agenda: its viewings by time.
    index('viewings_listing_starts_idx').on(t.listingId, t.startsAt),
    // A renter's upcoming and past viewings.
    index('viewings_renter_starts_idx').on(t.renterId, t.startsAt),
    index('viewings_open_house_idx').on(t.openHouseId),
    index('viewings_booking_idx').on(t.bookingId),
    // The staff list's 'assigned to' filter.
    index('viewings_assigned_staff_idx').on(t.assignedStaffId),
    check('viewings_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type ViewingAvailabilityRow = typeof viewingAvailability.$inferSelect;
export type OpenHouseRow = typeof openHouses.$inferSelect;
export type ViewingRow = typeof viewings.$inferSelect;
