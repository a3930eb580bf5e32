import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VIEWING_REQUEST_KINDS, VIEWING_REQUEST_STATUSES } from '@rentals/domain/viewings/viewing-requests';
import { users } from './users';

export const viewingRequestStatusEnum = pgEnum('viewing_request_status', VIEWING_REQUEST_STATUSES);
export const viewingRequestKindEnum = pgEnum('viewing_request_kind', VIEWING_REQUEST_KINDS);

/*
 * Requests for viewing (issue 17, /request-for-viewing): a signed-in renter who has not found a
 * listing yet asks the team to arrange viewings. The same list holds the leads of /rental-enquiry
 * (kind): a renter without a listing in mind, a landlord who wants to list (unit_count), with a
 * phone to call back; they leave budget and move-in empty when not given, and have no days. The
 * request is the requester's, so deleting their account deletes it; a staff member leaving only
 * takes the request off them.
 */
export const viewingRequests = pgTable(
  'viewing_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: viewingRequestKindEnum('kind').notNull().default('VIEWING'),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    province: text('province').notNull(),
    /** Dollars a month at most. */
    budget: integer('budget'),
    /** BEDROOMS values, in their enum's order. */
    bedrooms: jsonb('bedrooms').$type<string[]>().notNull(),
    moveIn: date('move_in', { mode: 'string' }),
    /** WEEKDAYS values, Monday first. */
    availabilityDays: jsonb('availability_days').$type<string[]>().notNull(),
    /** TIMES_OF_DAY values; empty when any time suits. */
    availabilityTimes: jsonb('availability_times').$type<string[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    /** The phone a lead gives to be called back on (digits); the profile's may be empty. */
    contactPhone: text('contact_phone'),
    /** How many units a landlord's lead would list. */
    unitCount: integer('unit_count'),
    status: viewingRequestStatusEnum('status').notNull().default('NEW'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    staffNote: text('staff_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // The staff list: newest first, by status, by assignee; the renter's own list and open count.
    index('viewing_requests_created_idx').on(t.createdAt),
    index('viewing_requests_status_created_idx').on(t.status, t.createdAt),
    index('viewing_requests_assigned_created_idx').on(t.assignedTo, t.createdAt),
    index('viewing_requests_requester_idx').on(t.requesterId, t.status),
    index('viewing_requests_kind_created_idx').on(t.kind, t.createdAt),
    index('viewing_requests_city_idx').on(sql`lower(${t.city})`),
  ],
);

export type ViewingRequestRow = typeof viewingRequests.$inferSelect;
