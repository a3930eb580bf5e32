import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PlanKind, PlanUnit } from '@rentals/domain/billing/plans';
import { listings } from './listings';
import { users } from './users';

/*
 * Service plans and their features (spec/03 §3.6, issue 20), and the requests landlords send the
 * team for a managed plan from the Add Property dialog (premiumNotificationToAdminFromLandlord).
 * Plan ids are integers because the spec names them (3 Concierge ... 7 Viewings Management).
 */

const tz = { withTimezone: true, precision: 3 } as const;
const timestamps = {
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz)
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  descriptionEn: text('description_en'),
  descriptionFr: text('description_fr'),
  /** CAD cents; 0 is a free plan. Taxes are added at payment. */
  priceCents: integer('price_cents').notNull(),
  /** The onboarding deposit this plan asks for, in cents, when it differs from the default. */
  depositCents: integer('deposit_cents'),
  unit: text('unit').$type<PlanUnit>().notNull(),
  planGroup: integer('plan_group').notNull(),
  kind: text('kind').$type<PlanKind>().notNull(),
  /** Order on the screens and in staff's table. */
  position: integer('position').notNull().default(0),
  /** Inactive plans are kept for the listings that chose them but not offered any more. */
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const features = pgTable('features', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  subtitleEn: text('subtitle_en'),
  subtitleFr: text('subtitle_fr'),
  informationEn: text('information_en'),
  informationFr: text('information_fr'),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

export const planFeatures = pgTable(
  'plan_features',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.featureId] }),
    index('plan_features_feature_idx').on(t.featureId),
  ],
);

export const premiumRequests = pgTable(
  'premium_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** The plan's name when requested, kept if the plan is renamed or deleted. */
    premiumName: text('premium_name').notNull(),
    address: text('address').notNull(),
    /** NEW until a staff member marks it CONTACTED, then CLOSED. */
    status: text('status').notNull().default('NEW'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', tz),
    ...timestamps,
  },
  (t) => [index('premium_requests_status_idx').on(t.status, t.createdAt)],
);
