import type { Locale } from '@rentals/domain/users/enums';
import { date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/*
 * A landlord's request to the team to prepare a lease for them (/lease-details-form, issue 19):
 * the property, the parties, rent, term and special terms. Staff work through them in
 * /lease-details-table.
 */

const tz = { withTimezone: true, precision: 3 } as const;

export const leaseRequests = pgTable(
  'lease_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** NEW, IN_PROGRESS, DONE or CLOSED. */
    status: text('status').notNull().default('NEW'),
    province: text('province').notNull(),
    propertyAddress: text('property_address').notNull(),
    landlordName: text('landlord_name').notNull(),
    /** The tenants' names and e-mails, as the landlord gave them. */
    tenants: jsonb('tenants').$type<{ name: string; email: string | null }[]>().notNull(),
    monthlyRent: numeric('monthly_rent', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date').notNull(),
    /** Months of a fixed term; null for month to month. */
    termMonths: numeric('term_months', { precision: 5, scale: 0, mode: 'number' }),
    specialTerms: text('special_terms'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    locale: text('locale').$type<Locale>().notNull(),
    staffNote: text('staff_note'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('lease_requests_status_idx').on(t.status, t.createdAt),
    index('lease_requests_requester_idx').on(t.requesterId),
  ],
);

export type LeaseRequestRow = typeof leaseRequests.$inferSelect;
