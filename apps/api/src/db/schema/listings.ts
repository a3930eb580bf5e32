import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { UNPUBLISHED_REASONS } from '@rentals/domain/listings/availability-confirmation';
import { LOCATION_TAGS, PETS, UTILITIES, type LeadChannel } from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITIES,
  TENANT_REQUIREMENTS,
  UNIT_AMENITIES,
  UNIT_APPLIANCES,
} from '@rentals/domain/listings/features';
import { sql } from 'drizzle-orm';
import { fileObjects } from './files';
import { cities, neighbourhoods } from './locations';
import { users } from './users';

const flagColumn = (name: string) => boolean(name).notNull().default(false);
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * One boolean column per flag of a group (utilities, amenities...), named `<prefix>_<flag>` in SQL
 * and `<prefix><Flag>` in code. Columns, not JSON, so search can filter on them and index them.
 */
function flagColumns<const P extends string, const K extends string>(prefix: P, keys: readonly K[]) {
  return Object.fromEntries(
    keys.map((key) => [
      `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}`,
      flagColumn(`${prefix}_${snake(key)}`),
    ]),
  ) as { [Key in K as `${P}${Capitalize<Key>}`]: ReturnType<typeof flagColumn> };
}

/** CAD amounts in cents precision, read as numbers. */
const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A lead channel's export figures (spec/01 §3 export-only fields). */
export interface LeadChannelStats {
  count: number;
  enabled: boolean;
  enabledAt: string | null;
  disabledAt: string | null;
}

/** A subscription line of a listing's plan (filled by the billing issue). */
export interface ListingSubscription {
  plan_id: number;
  plan_name: string;
  plan_price: string;
  plan_group: number;
  plan_unit: string;
  plan_type: string;
}

/**
 * A building (the spec's Listing): every field of spec/01 §3 and the owner questions of spec/03 §3.4.
 * Utilities, tenant requirements, pets and the 33 building amenities are boolean columns here.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdFrom: text('created_from', { enum: ['LISTING', 'LIST_WITH_US'] })
      .notNull()
      .default('LISTING'),
    title: text('title').notNull(),
    description: text('description'),
    role: text('role'),
    region: text('region'),
    propertyType: text('property_type').notNull().default('OTHER'),
    buildingConstructionYear: text('building_construction_year'),
    totalUnitsInBuilding: integer('total_units_in_building'),
    storiesInBuilding: integer('stories_in_building'),
    developmentCompany: text('development_company'),
    moveInBonuses: text('move_in_bonuses'),
    basement: boolean('basement'),
    // Moderation and visibility (spec/01 §4).
    isapproved: boolean('isapproved').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    activate: boolean('activate').notNull().default(true),
    seen: boolean('seen').notNull().default(false),
    // Premium and plan (completed by the billing issue).
    isPremium: boolean('is_premium').notNull().default(false),
    premiumName: text('premium_name'),
    premiumStart: timestamp('premium_start', { withTimezone: true }),
    premiumEnd: timestamp('premium_end', { withTimezone: true }),
    planId: integer('plan_id'),
    planPrice: amount('plan_price'),
    subscriptionId: text('subscription_id'),
    subscriptions: jsonb('subscriptions').$type<ListingSubscription[]>(),
    paymentStatus: text('payment_status'),
    checkoutId: text('checkout_id'),
    chargeId: text('charge_id'),
    // The onboarding deposit as last charged (spec/03 §3.5), kept from the payments table: the
    // deposit before tax, the tax rate in percent, the total with tax and the amount paid.
    initialAmount: amount('initial_amount'),
    taxRatePer: numeric('tax_rate_per', { precision: 6, scale: 3, mode: 'number' }),
    totalAmount: amount('total_amount'),
    amount: amount('amount'),
    isBasicFree: flagColumn('is_basic_free'),
    isViewManagement: flagColumn('is_view_management'),
    isConcierge: flagColumn('is_concierge'),
    isRentalAssistance: flagColumn('is_rental_assistance'),
    isLeadGeneartor: flagColumn('is_lead_generator'),
    isRentalOrTenantLeads: flagColumn('is_rental_or_tenant_leads'),
    // Owner questions (spec/03 §3.4).
    advertiseUnit: boolean('advertise_unit'),
    existingUrl: text('existing_url'),
    advertiseDuration: text('advertise_duration'),
    currentlyTenanted: boolean('currently_tenanted'),
    desiredRentalPrice: amount('desired_rental_price'),
    minimumRentalPrice: amount('minimum_rental_price'),
    extraInfo: text('extra_info'),
    showingUnit: text('showing_unit'),
    customiseLease: boolean('customise_lease'),
    propertyRealtor: boolean('property_realtor'),
    commission: text('commission'),
    partnershipStatus: text('partnership_status'),
    spousePartner: text('spouse_partner'),
    lockbox: text('lockbox'),
    govtProofFileId: uuid('govt_proof_file_id').references(() => fileObjects.id, { onDelete: 'set null' }),
    ownershipProofFileId: uuid('ownership_proof_file_id').references(() => fileObjects.id, {
      onDelete: 'set null',
    }),
    signature: text('signature'),
    // The owner's drawn signature (a LISTING_SIGNATURE file), kept apart from the proofs.
    signatureFileId: uuid('signature_file_id').references(() => fileObjects.id, { onDelete: 'set null' }),
    // Marked as rented (spec/01 §4); signedLeaseDate is export-only.
    rentedPrice: amount('rented_price'),
    signedLeaseDate: date('signed_lease_date', { mode: 'string' }),
    disableListing: text('disable_listing', { enum: ['0', '1'] }),
    tenantNames: text('tenant_names'),
    // Made unavailable by staff (spec/01 §3 Unavailability payload, §4 availability toggle).
    availablityStatus: text('availablity_status', {
      enum: ['RENTED_ON_PRODUCT', 'RENTED_ELSEWHERE', 'NOT_RENTED', 'OTHER'],
    }),
    unavailableMessage: text('unavailable_message'),
    /** Where the tenant was found (tuList). */
    tuList: text('tu_list'),
    // Review of a landlord's listing (requested listings): approved, or rejected with a reason.
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    // The age renters read ('Posted today', 'Updated 3 days ago': packages/domain/src/listings/
    // freshness.ts): when the listing was first made public, and when what renters read of it last
    // changed. updated_at moves for every write, staff flags and boosts included, so it cannot say.
    postedAt: timestamp('posted_at', { withTimezone: true }),
    contentUpdatedAt: timestamp('content_updated_at', { withTimezone: true }),
    // 'Availability confirmed N days ago' (availability-confirmation.ts): set at posting, at each
    // confirmation of its owner and when the owner makes it available again; search ranks by it.
    availabilityConfirmedAt: timestamp('availability_confirmed_at', { withTimezone: true }),
    // Why the listing went off the market by itself (not confirmed), for its owner's dashboard;
    // cleared when it comes back.
    unpublishedReason: text('unpublished_reason', { enum: UNPUBLISHED_REASONS }),
    // Lead counts, enabled flags and dates per channel: export-only, never filtered on.
    leadChannels: jsonb('lead_channels').$type<Partial<Record<LeadChannel, LeadChannelStats>>>(),
    // The location's city, copied by a database trigger (migration 0006) so a city search needs no join.
    searchCityId: uuid('search_city_id'),
    ...flagColumns('utility', UTILITIES),
    ...flagColumns('requires', TENANT_REQUIREMENTS),
    ...flagColumns('pet', PETS),
    ...flagColumns('amenity', BUILDING_AMENITIES),
    ...timestamps,
  },
  (t) => [
    index('listings_owner_idx').on(t.ownerId),
    index('listings_visibility_idx').on(t.isapproved, t.isHidden, t.activate),
    index('listings_created_at_idx').on(t.createdAt),
    // Requested listings: awaiting review, oldest first.
    index('listings_requested_idx')
      .on(t.createdAt)
      .where(sql`not ${t.isapproved} and ${t.rejectedAt} is null`),
    // Public search, newest first: the visible listings in order, so a page reads its rows from here.
    index('listings_public_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isapproved} and not ${t.isHidden} and ${t.activate}`),
    // Public search in a city without unit filters: counted and ordered from the index alone.
    index('listings_public_city_idx')
      .on(
        t.searchCityId,
        t.createdAt.desc(),
        t.id.desc(),
        t.isPremium,
        t.premiumEnd,
        t.availabilityConfirmedAt,
      )
      .where(sql`${t.isapproved} and not ${t.isHidden} and ${t.activate}`),
    // Public search by freshness ('Recently confirmed'), and the freshness rank of the default order.
    // Keyword search (modules/search/search-text.ts): title and description, word prefixes.
    index('listings_text_idx').using(
      'gin',
      sql`to_tsvector('simple', coalesce(${t.title}, '') || ' ' || coalesce(${t.description}, ''))`,
    ),
    index('listings_public_confirmed_idx')
      .on(t.availabilityConfirmedAt.desc(), t.id.desc())
      .where(sql`${t.isapproved} and not ${t.isHidden} and ${t.activate}`),
  ],
);

/** Where a building is (spec/01 §3 Location): one per listing, with the location tags. */
export const listingLocations = pgTable(
  'listing_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    homePreview: text('home_preview'),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    neighbourhoodId: uuid('neighbourhood_id').references(() => neighbourhoods.id, { onDelete: 'set null' }),
    ...flagColumns('tag', LOCATION_TAGS),
  },
  (t) => [
    uniqueIndex('listing_locations_listing_unique').on(t.listingId),
    index('listing_locations_city_idx').on(t.cityId),
    index('listing_locations_neighbourhood_idx').on(t.neighbourhoodId),
    // Keyword search in addresses (modules/search/search-text.ts).
    index('listing_locations_text_idx').using('gin', sql`to_tsvector('simple', coalesce(${t.address}, ''))`),
  ],
);

/** A unit of a building (spec/01 §3 Unit) with its amenity and appliance flags. */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    number: text('number'),
    den: boolean('den'),
    available: boolean('available').notNull().default(true),
    startDateAvailability: date('start_date_availability', { mode: 'string' }),
    unitSize: integer('unit_size'),
    bedrooms: text('bedrooms').notNull(),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    monthlyPrice: amount('monthly_price'),
    deposit: amount('deposit'),
    contactForPricing: boolean('contact_for_pricing').notNull().default(false),
    leaseTerm: integer('lease_term'),
    parking: text('parking'),
    parkingSpots: integer('parking_spots'),
    storage: text('storage'),
    maintenance: boolean('maintenance'),
    smokeAlarm: boolean('smoke_alarm'),
    furnished: boolean('furnished').notNull().default(false),
    moveInBonuses: text('move_in_bonuses'),
    ...flagColumns('amenity', UNIT_AMENITIES),
    ...flagColumns('appliance', UNIT_APPLIANCES),
    ...timestamps,
    // Copies of the building's state, kept by database triggers (migration 0006) on every write
    // to listings, listing_locations and units, so a search on unit filters reads units_search_idx
    // alone: whether the building is public (approved, visible, active), its city, when it was
    // listed, and when its running boost ends (null when not boosted).
    searchPublic: boolean('search_public').notNull().default(false),
    searchCityId: uuid('search_city_id'),
    searchListedAt: timestamp('search_listed_at', { withTimezone: true }),
    searchPremiumEnd: timestamp('search_premium_end', { withTimezone: true }),
    // The building's availability_confirmed_at (the same triggers, extended by the
    // availability_confirmation migration), for the freshness order of the units plan.
    searchConfirmedAt: timestamp('search_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('units_listing_idx').on(t.listingId),
    index('units_monthly_price_idx').on(t.monthlyPrice),
    index('units_bedrooms_idx').on(t.bedrooms),
    // Public search with unit filters (city, bedrooms, price): matched, counted and ordered from here.
    index('units_search_idx')
      .on(
        t.searchCityId,
        t.bedrooms,
        t.monthlyPrice,
        t.contactForPricing,
        t.searchListedAt,
        t.listingId,
        t.searchPremiumEnd,
        t.searchConfirmedAt,
      )
      .where(sql`${t.searchPublic}`),
  ],
);

/**
 * A picture of a building (unitId null) or of a unit, or a unit's floor plan, in display order.
 * Each uploaded file is used once; deleting the picture deletes the file.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => fileObjects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PICTURE', 'FLOOR_PLAN'] })
      .notNull()
      .default('PICTURE'),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pictures_file_unique').on(t.fileId),
    index('pictures_listing_order_idx').on(t.listingId, t.order),
    index('pictures_unit_idx').on(t.unitId),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type ListingLocationRow = typeof listingLocations.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type PictureRow = typeof pictures.$inferSelect;
